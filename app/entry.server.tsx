import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { LANGUAGES } from "~/i18n/config";
import { translations } from "~/i18n/resources.server";
import { provideStrings } from "~/i18n/strings";
import { createPaintFirstStream } from "~/lib/paint-first";
import { createNulStripper } from "~/lib/strip-nul";
import { log, logError } from "~/log.server";
import { metrics } from "~/metrics.server";
import { answerWithNonce, cutAtNonce, keepPage, keptPage, NONCE_SLOT, pageKey } from "~/page-reuse.server";
import { currentRequest } from "~/request-scope.server";
import { NonceContext } from "~/ui/nonce";
import { RequestIdContext } from "~/ui/request-id";

const ABORT_DELAY = 10_000;

// The server renders every page in either language from the catalogues in memory.
for (const lang of LANGUAGES) provideStrings(lang, translations[lang]);

/** Pages and their data are per user: never kept by a shared cache or the browser's back-forward store on disk. */
function noStore(headers: Headers) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
}

export function handleDataRequest(response: Response) {
  noStore(response.headers);
  return response;
}

/**
 * Every error of a loader, action or render, logged once with its stack and the request id (issue 37), instead of
 * Remix's console.error. A request the browser abandoned is no error.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // The router's own refusals (a ?_data= naming no route of the URL) carry the error behind them, if any.
  if (isRouteErrorResponse(error)) {
    const inner = (error as { error?: unknown }).error;
    if (inner && error.status >= 500) logError(inner, "request failed", { status: error.status });
    else if (inner) log.warn({ reqId: currentRequest()?.id, status: error.status, reason: error.statusText }, "request refused by the router");
    return;
  }
  logError(error, "request failed");
}

type ReadyEvent = "onAllReady" | "onShellReady";

/** React's HTML for the page, piped into `out` once `readyEvent` comes; `failed` tells whether any part of it failed. */
function render(request: Request, remixContext: EntryContext, nonce: string, readyEvent: ReadyEvent, out: NodeJS.WritableStream) {
  return new Promise<{ failed: () => boolean }>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        {/* The error page shows the request id, so a user can quote it (issue 37). */}
        <RequestIdContext.Provider value={currentRequest()?.id ?? null}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          resolve({ failed: () => failed });
          // React 18 leaks NUL bytes where a multi-byte character meets its buffer's end (docs/decisions/030).
          pipe(createNulStripper()).pipe(createPaintFirstStream()).pipe(out);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          // Errors after the shell are logged; before it they reach onShellError.
          if (shellRendered) logError(error, "page render failed");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY).unref();
  });
}

/** The whole page as one string (for a page that may be kept): drawn with the nonce placeholder. */
async function renderWhole(request: Request, remixContext: EntryContext) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => out.once("end", resolve).once("error", reject));
  const { failed } = await render(request, remixContext, NONCE_SLOT, "onAllReady", out);
  await ended;
  return { html: Buffer.concat(chunks).toString("utf8"), failed: failed() };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext?.cspNonce === "string" ? loadContext.cspNonce : "";
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  noStore(responseHeaders);

  // A page drawn before from the same data is answered again (app/page-reuse.server.ts).
  const key = pageKey(request, responseStatusCode, remixContext);
  if (key) {
    let page = keptPage(key);
    let status = responseStatusCode;
    metrics.pageReuse.inc({ result: page === undefined ? "miss" : "hit" });
    if (page === undefined) {
      const drawn = await renderWhole(request, remixContext);
      page = cutAtNonce(drawn.html);
      if (drawn.failed) status = 500;
      else keepPage(key, page);
    }
    const answer = answerWithNonce(page, nonce, request.headers.get("Accept-Encoding"));
    responseHeaders.append("Vary", "Accept-Encoding");
    if (answer.gzip) responseHeaders.set("Content-Encoding", "gzip");
    return new Response(answer.body, { headers: responseHeaders, status });
  }

  // Bots and no-JS clients alike get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  const body = new PassThrough();
  const { failed } = await render(request, remixContext, nonce, readyEvent, body);
  return new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: failed() ? 500 : responseStatusCode });
}
