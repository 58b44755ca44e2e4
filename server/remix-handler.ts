/**
 * Remix on Express, as @remix-run/express does it (its index exports only the whole handler), with one change: a route
 * may answer on the raw response itself (the live stream, app/live/stream.server.ts). Then nothing is piped, and the
 * Request, the Response and the abort wiring are let go at once instead of living as long as the stream
 * (issue 13: memory per idle live client).
 */
import { createReadableStreamFromReadable, createRequestHandler, type AppLoadContext, type ServerBuild, writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

export function remixHandler(build: ServerBuild, getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext) {
  const handleRequest = createRequestHandler(build, build.mode);
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
      const response = await handleRequest(remixRequest(req, controller.signal), getLoadContext(req, res));
      if (res.headersSent) {
        // The route answered on the raw response and owns it from here: nothing left to abort.
        unwire();
        return;
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
