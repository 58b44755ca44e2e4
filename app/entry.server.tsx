import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { LANGUAGES } from "~/i18n/config";
import { translations } from "~/i18n/resources.server";
import { provideStrings } from "~/i18n/strings";
import { createNulStripper } from "~/lib/strip-nul";
import { NonceContext } from "~/ui/nonce";

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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext?.cspNonce === "string" ? loadContext.cspNonce : "";
  // Bots and no-JS clients alike get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          noStore(responseHeaders);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          // React 18 leaks NUL bytes where a multi-byte character meets its buffer's end (README Decisions).
          pipe(createNulStripper()).pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged; before it they reach onShellError.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
