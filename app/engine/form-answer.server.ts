import { json, redirect, type TypedResponse } from "@remix-run/node";
import { readRequestSession, updateSessionData } from "~/auth/session-store.server";
import type { FormAnswer } from "./form-answer";

/** How long a failed form's answer waits for its one view (the redirect is followed at once). */
const ANSWER_MS = 5 * 60 * 1000;

/**
 * A form posted by the browser itself (JavaScript off), not by Remix's fetch (`?_data=`): its answer is a page that
 * becomes a history entry. Requests made by hand (tests, scripts) keep the plain 400 answer.
 */
export function isDocumentPost(request: Request): boolean {
  if (new URL(request.url).searchParams.has("_data")) return false;
  const dest = request.headers.get("Sec-Fetch-Dest");
  if (dest) return dest === "document";
  return /\btext\/html\b/.test(request.headers.get("Accept") ?? "");
}

/** The form's own page: the action's URL without Remix's `index` marker. */
function formPage(request: Request): { path: string; index: boolean } {
  const url = new URL(request.url);
  const index = url.searchParams.has("index");
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return { path: `${url.pathname}${url.search}`, index };
}

/**
 * The answer of a failed submit. With JavaScript (a data request) the data itself, status kept. Without it, post/
 * redirect/get: the data (typed values and errors; hidden fields were already left out by conform's `hideFields`)
 * waits server-side for one view of the form's page, which the browser is sent to with a 303. Back and reload then
 * never post again ("confirm form resubmission"), and the page after a fixed save goes back to a plain GET.
 */
export async function failedAnswer<T>(request: Request, sessionId: string, data: T, status: number): Promise<TypedResponse<T>> {
  if (!sessionId || !isDocumentPost(request)) return json(data, { status });
  return keep(request, sessionId, data) as Promise<TypedResponse<T>>;
}

async function keep(request: Request, sessionId: string, data: unknown): Promise<Response> {
  const { path, index } = formPage(request);
  const answer: FormAnswer = { path, index, data, until: Date.now() + ANSWER_MS };
  await updateSessionData(sessionId, (session) => ({ ...session, formAnswer: answer }));
  return redirect(path, { status: 303 });
}

/**
 * failedAnswer for an action's finished answer (a form of its own, e.g. one with an SMS code, whose "code sent"
 * answer is a page too): a JSON answer to a browser's own post is kept and redirected to; redirects pass.
 */
export async function keptAnswer<R extends Response>(request: Request, sessionId: string, response: R): Promise<R> {
  const isJson = /^application\/json\b/.test(response.headers.get("Content-Type") ?? "");
  if (!sessionId || !isJson || (response.status >= 300 && response.status < 400) || !isDocumentPost(request)) return response;
  return keep(request, sessionId, await response.json()) as Promise<R>;
}

/** For the root loader: the failed answer kept for this page, taken (it is shown once). */
export async function takeFormAnswer(request: Request): Promise<Omit<FormAnswer, "path" | "until"> | null> {
  if (request.method !== "GET" || new URL(request.url).searchParams.has("_data")) return null;
  const { id, data } = await readRequestSession(request);
  const kept = data?.formAnswer;
  if (!id || !kept) return null;
  const url = new URL(request.url);
  await updateSessionData(id, ({ formAnswer: _taken, ...session }) => session);
  if (kept.path !== `${url.pathname}${url.search}` || kept.until < Date.now()) return null;
  return { index: kept.index, data: kept.data };
}
