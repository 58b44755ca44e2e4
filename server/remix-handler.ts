/**
 * Remix on Express, as @remix-run/express does it (its index exports only the whole handler), with two changes: a
 * route may answer on the raw response itself (the live stream, app/live/stream.server.ts). Then nothing is piped, and
 * the Request, the Response and the abort wiring are let go at once instead of living as long as the stream
 * (issue 13: memory per idle live client). And a document request always gets a page (below, issue 34).
 */
import { createReadableStreamFromReadable, createRequestHandler, type AppLoadContext, type LoaderFunctionArgs, type ServerBuild, writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

/** The load-context key carrying a resource route's error to the page that draws it (see `errorPageBuild`). */
const DOCUMENT_ERROR = "documentError";

/** A browser navigating (typing the URL, following a link without JavaScript), not a fetch or a `?_data=` call. */
export function isDocumentRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (new URL(request.url).searchParams.has("_data")) return false;
  return request.headers.get("Sec-Fetch-Mode") === "navigate" || /\btext\/html\b/i.test(request.headers.get("Accept") ?? "");
}

/** An error a resource route answered (an export refused, a bad id under a redirecting route): anything but a page. */
export function isErrorAnswer(response: Response): boolean {
  return response.status >= 400 && !/^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
}

/** The answer as the error a loader throws: its status, and its JSON body ({ message: "error.x" }) when it has one. */
async function asThrownError(response: Response): Promise<Response> {
  let data: unknown = {};
  if (/json/i.test(response.headers.get("Content-Type") ?? "")) data = await response.json().catch(() => ({}));
  else await response.body?.cancel();
  return new Response(JSON.stringify(data ?? {}), { status: response.status, headers: { "Content-Type": "application/json; charset=utf-8" } });
}

/**
 * The build as a document request sees it once a resource route (a file, a redirect, no page of its own) answered it
 * with an error: every resource route is a page route whose loader throws that error. Remix then draws it as any
 * page's error, at the same URL — in the console frame and the user's language, by the nearest error boundary (the
 * one the browser's router picks too, so the page hydrates) — instead of handing the browser raw JSON such as
 * `{"message":"error.page404"}`. Fetches and `?_data=` calls still get the JSON (the download link reads it).
 */
export function errorPageBuild(build: ServerBuild): ServerBuild {
  const throwIt = ({ context }: LoaderFunctionArgs) => {
    throw context[DOCUMENT_ERROR];
  };
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const module = route.module;
      if (module.default || module.ErrorBoundary) return [id, route];
      return [id, { ...route, module: { ...module, default: () => null, loader: throwIt, action: undefined } }];
    }),
  );
  return { ...build, routes };
}

export function remixHandler(build: ServerBuild, getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext) {
  const handleRequest = createRequestHandler(build, build.mode);
  const handleErrorPage = createRequestHandler(errorPageBuild(build), build.mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    // Loaders and actions are aborted when the client goes before the answer is complete.
    const controller = new AbortController();
    const abort = () => controller.abort();
    const unwire = () => {
      res.off("close", abort);
      res.off("finish", unwire);
    };
    res.once("close", abort);
    res.once("finish", unwire);
    try {
      const request = remixRequest(req, controller.signal);
      const context = getLoadContext(req, res);
      let response = await handleRequest(request, context);
      if (res.headersSent) {
        // The route answered on the raw response and owns it from here: nothing left to abort.
        unwire();
        return;
      }
      if (isDocumentRequest(request) && isErrorAnswer(response)) {
        response = await handleErrorPage(remixRequest(req, controller.signal), { ...context, [DOCUMENT_ERROR]: await asThrownError(response) });
      }
      await sendResponse(res, response);
    } catch (error) {
      // Express does not catch what an async handler throws.
      next(error);
    }
  };
}

function remixRequest(req: ExpressRequest, signal: AbortSignal): Request {
  // req.hostname has no port, and respects the "trust proxy" setting; the port comes from X-Forwarded-Host or Host.
  const port = portOf(req.get("X-Forwarded-Host")) ?? portOf(req.get("Host"));
  const url = `${req.protocol}://${req.hostname}${port === undefined ? "" : `:${port}`}${req.originalUrl}`;
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

function portOf(host: string | undefined): number | undefined {
  const port = Number.parseInt(host?.split(":")[1] ?? "", 10);
  return Number.isSafeInteger(port) ? port : undefined;
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
