/**
 * The WeChat users the embedded sandbox simulates (its scan page in the console, its platform calls in
 * server/sandbox/account-settings.ts): a scan answers the code `sandbox-<openId>`. The seed binds the first to
 * `admin`; the second is bound to nobody; the scan page also offers a fresh user each time (openId
 * `o-sandbox-<random>`), so binding can be tried without taking a shared one.
 */
export const SANDBOX_WECHAT_USERS = [
  { openId: "o-sandbox-admin", nickname: "急救管理员" },
  { openId: "o-sandbox-guest", nickname: "路过的微信用户" },
] as const;

const SANDBOX_OPEN_ID = /^o-sandbox-[a-z0-9]{1,32}$/;

export const sandboxWeChatCode = (openId: string) => `sandbox-${openId}`;

/** A WeChat user nobody has bound yet. */
export const freshSandboxOpenId = (random: string) => `o-sandbox-${random.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 12)}`;

/** The simulated user behind a code, or null for any other code. */
export function sandboxWeChatUserOf(code: unknown): { openId: string; nickname: string } | null {
  if (typeof code !== "string" || !code.startsWith("sandbox-")) return null;
  const openId = code.slice("sandbox-".length);
  if (!SANDBOX_OPEN_ID.test(openId)) return null;
  const known = SANDBOX_WECHAT_USERS.find((user) => user.openId === openId);
  return known ?? { openId, nickname: `微信用户${openId.slice("o-sandbox-".length, "o-sandbox-".length + 6)}` };
}
