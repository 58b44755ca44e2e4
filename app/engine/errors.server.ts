import type { Submission, SubmissionResult } from "@conform-to/react";
import { json } from "@remix-run/node";
import { signOutResponse } from "~/auth/user.server";
import { isPlatformError, type PlatformError } from "~/platform/errors";

/** The catalogue key and HTTP status a page shows for an upstream fault (§8). */
export function describeFailure(error: PlatformError): { status: number; message: string; detail: string | null } {
  if (error.status === 403) return { status: 403, message: "error.forbidden", detail: error.detail };
  if (error.kind === "http" && (error.status === 400 || error.status === 404 || error.status === 409 || error.status === 422)) {
    return { status: error.status, message: error.detail ?? (error.status === 404 ? "error.page404" : "error.operationFailed"), detail: null };
  }
  // 500/502, network failure, timeout, malformed body: the generic text, no internals.
  return { status: error.kind === "timeout" ? 504 : 502, message: "error.serviceError", detail: error.kind === "http" ? error.detail : null };
}

/**
 * For loaders: an upstream 401 signs the user out (back to sign-in with ?redirect=); any other fault is thrown
 * as a response the route's error boundary renders. Non-platform errors go on as they are.
 */
export async function rethrowForLoader(error: unknown, request: Request): Promise<never> {
  if (!isPlatformError(error)) throw error;
  if (error.status === 401) throw await signOutResponse(request, "sessionExpired", undefined, error.detail);
  const failure = describeFailure(error);
  throw json({ message: failure.message, detail: failure.detail }, { status: failure.status });
}

/** Runs a loader's upstream work, mapping faults with rethrowForLoader. */
export async function loadOrFail<T>(request: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return rethrowForLoader(error, request);
  }
}

/**
 * For actions: the form comes back with the user's values and the upstream's reason — field errors on their
 * fields when the platform named them, the detail or catalogue text above the form otherwise.
 */
export async function replyForAction<Schema>(
  error: unknown,
  request: Request,
  submission: Submission<Schema, string[]>,
  options: { hideFields?: string[] } = {},
): Promise<{ result: SubmissionResult<string[]>; status: number }> {
  if (!isPlatformError(error)) throw error;
  if (error.status === 401) throw await signOutResponse(request, "sessionExpired", undefined, error.detail);
  const failure = describeFailure(error);
  const fieldErrors: Record<string, string[]> = {};
  for (const item of error.fieldErrors) (fieldErrors[item.field] ??= []).push(item.message);
  const formErrors = Object.keys(fieldErrors).length ? [] : [failure.message, ...(failure.detail ? [failure.detail] : [])];
  return { result: submission.reply({ formErrors, fieldErrors, hideFields: options.hideFields }), status: failure.status };
}
