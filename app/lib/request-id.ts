/**
 * Request ids (issue 37): one per request, taken from the proxy in front (nginx's `$request_id`, a load balancer's
 * X-Request-Id) when it is well formed, else made here. It goes back in the answer, to the platform on every call, and
 * into the request's log line, so one id follows a request through proxy, console and platform logs.
 */
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Letters, digits and `._:-` only (no spaces, quotes or line breaks to forge log lines with), 8 to 128 of them. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The proxy's id when it is well formed, else null (a new one is made). */
export function acceptRequestId(value: string | string[] | undefined | null): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === "string" && WELL_FORMED.test(text) ? text : null;
}

/** A fresh id: 32 hex digits, like nginx's `$request_id`. */
export function newRequestId(): string {
  return randomUUID().replace(/-/g, "");
}
