import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { $ZodType as ZodType, output } from "zod/v4/core";
import { claimOnce, pushFlash, releaseClaim, submissionIdOf } from "~/auth/session-store.server";
import { requirePermission, requireUser, type ConsoleUser } from "~/auth/user.server";
import { msg } from "~/i18n/messages";
import { mediaType } from "~/lib/form-names";
import { replyForAction } from "./errors.server";
import { failedAnswer } from "./form-answer.server";
import { ONCE_FIELD } from "./types";
import { badRequest, readFormData } from "./form-data.server";
import { MultipartRefusal, readStreamedForm } from "./multipart-stream.server";

/**
 * Reads a form with uploads. A file over `maxFileBytes`, a file whose content contradicts its extension and a file
 * whose raw name is unsafe are dropped and reported, so the form can answer with a field error while keeping
 * every other typed value.
 *
 * Multipart bodies are streamed (multipart-stream.server.ts): files go to temp files, never into memory, so a
 * 100M video costs no heap; call `dispose` when the request is done with them. Remix's streaming
 * `unstable_parseMultipartFormData` stays unused: depending on how the body happened to be split into network
 * chunks it failed with "unexpected end of stream" or garbled a Chinese text field (seen in CI; the split cases
 * are in multipart-fixtures.ts). A body claiming to be urlencoded carries no files and is read as such.
 */
export async function readMultipart(
  request: Request,
  maxFileBytes: number,
): Promise<{ formData: FormData; oversized: string[]; mislabelled: string[]; unsafeNames: string[]; dispose: () => Promise<void> }> {
  const type = mediaType(request.headers.get("Content-Type"));
  if (type !== "multipart/form-data") {
    return { formData: await readFormData(request), oversized: [], mislabelled: [], unsafeNames: [], dispose: async () => undefined };
  }
  try {
    return await readStreamedForm(request.body, request.headers.get("Content-Type"), { maxFileBytes });
  } catch (error) {
    if (error instanceof MultipartRefusal) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Thrown by a `run` when a rule needs upstream data to check (e.g. "config parameters must change before saving"):
 * the form comes back with these form-level messages (i18n keys), the typed values kept, status 400.
 */
export class FormRefusal extends Error {
  constructor(readonly formErrors: string[]) {
    super(formErrors.join(", "));
  }
}

export interface ActionContext {
  request: Request;
  params: Params;
  user: ConsoleUser;
  formData: FormData;
}

export interface FormActionOptions<S extends ZodType> {
  /**
   * 'mark.action' the user must hold; checked before the body is read or anything goes upstream. null: any
   * signed-in user (their own account's forms).
   */
  permission: string | null;
  schema: S | ((context: { request: Request; params: Params }) => S);
  /** Multipart forms with files: the largest accepted file. */
  maxFileBytes?: number;
  run: (context: ActionContext, value: output<S>) => Promise<unknown>;
  /** Flash text, or one made from what `run` answered (e.g. a system-set password shown once). */
  successMessage: string | ((outcome: unknown) => string);
  redirectTo: (context: { request: Request; params: Params }) => string;
  hideFields?: string[];
  /**
   * An add form: its one-time submission id (`ONCE_FIELD`, from the form's loader) is taken before the write, so a
   * double click or a resubmit without JavaScript saves once; the second answer is the same return with a notice.
   */
  once?: boolean;
}

/** `retype`: the hidden fields (secrets, passwords) the user had typed, which the failed form asks for again. */
export type FormActionData = { result: SubmissionResult<string[]>; retype?: string[] };

/** The hidden fields the user typed something into: the answer never carries what, only that it must be typed again. */
const typedHidden = (formData: FormData, hideFields: readonly string[] = []) =>
  hideFields.filter((name) => {
    const value = formData.get(name);
    return typeof value === "string" && value !== "";
  });

/**
 * A create/edit/confirm action body (call it inside the route's `action`, never at module scope): permission, one zod schema (the same conform uses in the browser), the upstream
 * call, then post/redirect/get with a flash notice. Invalid input and upstream refusals come back as field or
 * form errors with the typed values kept; fields the schema does not declare are never forwarded.
 */
export async function formAction<S extends ZodType>({ request, params }: ActionFunctionArgs, options: FormActionOptions<S>) {
  {
    const user = options.permission ? await requirePermission(request, options.permission) : await requireUser(request);
    const schema = typeof options.schema === "function" ? options.schema({ request, params }) : options.schema;
    let formData: FormData;
    let oversized: string[] = [];
    let mislabelled: string[] = [];
    let unsafeNames: string[] = [];
    let dispose = async () => undefined as void;
    // Whatever the body claims to be: a form with uploads always has its files checked (hostile case 31).
    if (options.maxFileBytes !== undefined) {
      ({ formData, oversized, mislabelled, unsafeNames, dispose } = await readMultipart(request, options.maxFileBytes));
    } else {
      formData = await readFormData(request);
    }
    // Uploaded files live in temp files until the answer is decided (and sent upstream by then).
    try {
      const submission = parseWithZod(formData, { schema });
      const retype = typedHidden(formData, options.hideFields);
      if (oversized.length || mislabelled.length || unsafeNames.length || submission.status !== "success") {
        const fieldErrors: Record<string, string[]> = {};
        for (const name of oversized) fieldErrors[name] = [msg("validation.fileSize", { max: `${Math.round((options.maxFileBytes ?? 0) / 1024 / 1024)}M` })];
        for (const name of mislabelled) fieldErrors[name] = ["validation.fileContent"];
        for (const name of unsafeNames) fieldErrors[name] = ["validation.fileName"];
        const result = submission.reply({ hideFields: options.hideFields });
        const merged = { ...result, error: { ...(result.error ?? {}), ...fieldErrors } };
        return failedAnswer<FormActionData>(request, user.sessionId, { result: merged, retype }, 400);
      }
      const once = options.once ? submissionIdOf(formData.get(ONCE_FIELD)) : null;
      const onceKey = `form:${once}`;
      if (once && !(await claimOnce(user.sessionId, onceKey))) {
        await pushFlash(user.sessionId, { level: "info", message: "common.alreadySubmitted" });
        return redirect(options.redirectTo({ request, params }));
      }
      let outcome: unknown;
      try {
        outcome = await options.run({ request, params, user, formData }, submission.value as output<S>);
      } catch (error) {
        if (once) await releaseClaim(user.sessionId, onceKey);
        if (error instanceof FormRefusal) {
          return failedAnswer<FormActionData>(request, user.sessionId, { result: submission.reply({ formErrors: error.formErrors, hideFields: options.hideFields }), retype }, 400);
        }
        const { result, status } = await replyForAction(error, request, submission, { hideFields: options.hideFields });
        return failedAnswer<FormActionData>(request, user.sessionId, { result, retype }, status);
      }
      const message = typeof options.successMessage === "function" ? options.successMessage(outcome) : options.successMessage;
      await pushFlash(user.sessionId, { level: "success", message });
      return redirect(options.redirectTo({ request, params }));
    } finally {
      await dispose();
    }
  }
}

export interface IntentDef<S extends ZodType> {
  permission: string;
  schema: S;
  run: (context: ActionContext, value: output<S>) => Promise<string | void>;
  /** Flash text; `run` may return an encoded message (with counts) instead. */
  successMessage: string;
  redirectTo?: (context: { request: Request; params: Params }) => string;
}

/** The same page's query string: after a row or bulk action the list stays where it was. */
export function backToList(basePath: string) {
  return ({ request }: { request: Request }) => `${basePath}${new URL(request.url).search}`;
}

/**
 * Several named actions on one route (`intent` field): each with its own permission and schema, e.g. pass,
 * reject, bulk pass. An unknown intent is a 400.
 */
export async function intentAction(
  { request, params }: ActionFunctionArgs,
  intents: Record<string, IntentDef<ZodType>>,
  fallbackRedirect: (context: { request: Request; params: Params }) => string,
) {
  {
    const formData = await readFormData(request);
    const name = String(formData.get("intent") ?? "");
    const intent = Object.prototype.hasOwnProperty.call(intents, name) ? intents[name] : undefined;
    if (!intent) throw json({ message: "error.badRequest" }, { status: 400 });
    const user = await requirePermission(request, intent.permission);
    const submission = parseWithZod(formData, { schema: intent.schema });
    if (submission.status !== "success") {
      return failedAnswer<FormActionData & { intent: string }>(request, user.sessionId, { result: submission.reply(), intent: name }, 400);
    }
    let message: string | void;
    try {
      message = await intent.run({ request, params, user, formData }, submission.value);
    } catch (error) {
      if (error instanceof FormRefusal) {
        return failedAnswer<FormActionData & { intent: string }>(request, user.sessionId, { result: submission.reply({ formErrors: error.formErrors }), intent: name }, 400);
      }
      const { result, status } = await replyForAction(error, request, submission);
      return failedAnswer<FormActionData & { intent: string }>(request, user.sessionId, { result, intent: name }, status);
    }
    await pushFlash(user.sessionId, { level: "success", message: message || intent.successMessage });
    return redirect((intent.redirectTo ?? fallbackRedirect)({ request, params }));
  }
}
