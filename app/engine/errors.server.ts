import type { Submission, SubmissionResult } from "@conform-to/react";
import { json } from "@remix-run/node";
import { signOutResponse } from "~/auth/user.server";
import { isPlatformError, type PlatformError } from "~/platform/errors";

/**
 * Platform answers the console names with its own catalogue text (§8 "Others"), whatever words the platform chose:
 * the platform module that knows the call sets the code (e.g. a refused second exit, device-detail.server.ts).
 */
const CATALOGUED = new Set(["error.exitTaskExists"]);

/**
 * §8 for a failed call: the notification's title is the service-error text for every failure, its text the
 * response's detail (or message) field — for a 403 falling back to the forbidden text, for a 400/404 to the
 * operation-failed or not-found text, for a 500/502, a network fault, a timeout or a malformed body to the
 * request-error text. Both are i18n keys or upstream text (translateMessage shows either); `status` is the page's.
 */
export function describeFailure(error: PlatformError): { status: number; message: string; detail: string } {
  const known = error.code && CATALOGUED.has(error.code) ? error.code : null;
  if (error.status === 403) return { status: 403, message: "error.serviceError", detail: known ?? error.detail ?? "error.forbidden" };
  if (error.kind === "http" && (error.status === 400 || error.status === 404 || error.status === 409 || error.status === 422)) {
    return { status: error.status, message: "error.serviceError", detail: known ?? error.detail ?? (error.status === 404 ? "error.page404" : "error.operationFailed") };
  }
  // 500/502, network failure, timeout, malformed body: the upstream's own words when it sent some, no internals.
  return { status: error.kind === "timeout" ? 504 : 502, message: "error.serviceError", detail: known ?? (error.kind === "http" ? error.detail : null) ?? "error.requestError" };
}

/** One part of a page that failed (a §7 part call): its §8 title and text, shown in its own section. */
export interface PartFailure {
  ok: false;
  message: string;
  detail: string;
}
export type Settled<T> = { ok: true; value: T } | PartFailure;

/**
 * Runs one part of a loader's upstream work so that its failure stays its own: a fault becomes the part's §8 error
 * (the rest of the page stands), an upstream 401 still signs the user out. Start several, then await them together.
 */
export async function settle<T>(request: Request, work: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!isPlatformError(error) || error.status === 401) return rethrowForLoader(error, request);
    const { message, detail } = describeFailure(error);
    return { ok: false, message, detail };
  }
}

/**
 * For loaders: an upstream 401 signs the user out (back to sign-in with ?redirect=); any other fault is thrown
 * as a response the route's error boundary renders. Non-platform errors go on as they are.
 */
export async function rethrowForLoader(error: unknown, request: Request): Promise<never> {
  if (!isPlatformError(error)) throw error;
  if (error.status === 401) throw await signOutResponse(request, "sessionExpired", undefined, error.detail);
  const failure = describeFailure(error);
  // A 403 or 404 draws the §8 page of that status, which says what the page is: the text explains it further.
  if (failure.status === 403 || failure.status === 404) throw json({ message: failure.detail }, { status: failure.status });
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
  const formErrors = Object.keys(fieldErrors).length ? [] : [failure.message, failure.detail];
  return { result: submission.reply({ formErrors, fieldErrors, hideFields: options.hideFields }), status: failure.status };
}
