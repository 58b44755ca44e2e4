/**
 * Limits per client, not only per phone (hostile #42): the platform limits the codes sent to one phone number, but
 * only the console sees who asks. SMS codes (register, recover, SMS sign-in, phone change) are limited per client
 * address and for everyone together; registrations per client address. The counters are the sign-in limit's
 * (Redis with REDIS_URL, so every console process counts against the same allowance).
 */
import type { AppLoadContext } from "@remix-run/node";
import { config } from "~/config.server";
import { msg } from "~/i18n/messages";
import { createRateLimiter, hitEach } from "~/lib/rate-limit";
import { counters } from "~/shared-state.server";

const codesPerClient = createRateLimiter(config.smsCodeLimit, config.smsCodeWindowMs, counters, "sms-code:");
const codesForEveryone = createRateLimiter(config.smsCodeGlobalPerMinute, 60_000, counters, "sms-code-all:");
const registrationsPerClient = createRateLimiter(config.registerLimit, config.registerWindowMs, counters, "register:");

/** The client's address as the server saw it (TRUST_PROXY decides whether X-Forwarded-For counts). */
export const clientAddressOf = (context: AppLoadContext) => String(context.clientAddress ?? "unknown");

/** An attempt let through (`refused` null), or the "too often" message with the seconds to wait. */
export interface Allowance {
  refused: string | null;
  seconds: number;
  /** Gives the attempt back when the platform refused it (no code went out, no account was made). */
  release(): Promise<void>;
}

async function allow(limits: Parameters<typeof hitEach>[0], messages: readonly string[]): Promise<Allowance> {
  const taken = await hitEach(limits);
  const refused = taken.over < 0 ? null : msg(messages[taken.over]!, { seconds: taken.seconds });
  return { refused, seconds: taken.seconds, release: taken.release };
}

/** One SMS code asked for by this client: its own window first, then the ceiling for everyone. */
export function allowSmsCode(context: AppLoadContext): Promise<Allowance> {
  return allow(
    [
      { limiter: codesPerClient, key: clientAddressOf(context) },
      { limiter: codesForEveryone, key: "" },
    ],
    ["limits.codesPerClient", "limits.codesForEveryone"],
  );
}

/** One registration sent upstream by this client. */
export function allowRegistration(context: AppLoadContext): Promise<Allowance> {
  return allow([{ limiter: registrationsPerClient, key: clientAddressOf(context) }], ["limits.registrations"]);
}

/** The answer's headers when an attempt is refused: how long to wait, as HTTP says it. */
export const retryAfter = (allowance: Allowance) => ({ "Retry-After": String(allowance.seconds) });
