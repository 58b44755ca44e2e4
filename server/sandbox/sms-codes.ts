// SMS codes with the limits a real SMS gateway needs (hostile #29): per phone, a code at most every 30 s and five an
// hour; five wrong tries lock the phone's code until a new one is sent. The sandbox's code is always SMS_CODE.
import { HttpError } from "./http.js";
import { defineMessages } from "./i18n.js";

export const SMS_CODE = "123456";
const RESEND_MS = 30_000;
const HOUR_MS = 3_600_000;
const PER_HOUR = 5;
export const MAX_WRONG = 5;

export const smsTexts = defineMessages({
  "code.tooSoon": ["验证码发送过于频繁，请 {seconds} 秒后再试", "codes are sent too often: try again in {seconds} s"],
  "code.locked": ["验证码错误次数过多，请重新获取验证码", "too many wrong codes: ask for a new code"],
});

export type CodeCheck = "ok" | "wrong" | "locked";

export class SmsCodes {
  private readonly phones = new Map<string, { sent: number[]; wrong: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a code sent to `phone`, or refuses with 429 when the phone asks too often. */
  send(phone: string): void {
    const time = this.now();
    const entry = this.phones.get(phone) ?? { sent: [], wrong: 0 };
    entry.sent = entry.sent.filter((at) => time - at < HOUR_MS);
    const last = entry.sent.at(-1);
    const wait = Math.max(last !== undefined ? last + RESEND_MS - time : 0, entry.sent.length >= PER_HOUR ? entry.sent[0]! + HOUR_MS - time : 0);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new HttpError(429, { key: smsTexts["code.tooSoon"], params: { seconds } }, { headers: { "Retry-After": String(seconds) } });
    }
    entry.sent.push(time);
    entry.wrong = 0;
    this.phones.set(phone, entry);
  }

  /** Checks a code typed for `phone`; the MAX_WRONG-th wrong try locks it until the next send. */
  check(phone: string, code: string | undefined): CodeCheck {
    const entry = this.phones.get(phone) ?? { sent: [], wrong: 0 };
    if (entry.wrong >= MAX_WRONG) return "locked";
    if (code !== SMS_CODE) {
      entry.wrong += 1;
      this.phones.set(phone, entry);
      return "wrong";
    }
    entry.wrong = 0;
    return "ok";
  }

  reset(): void {
    this.phones.clear();
  }
}

/** The field error for a code that did not pass (none when it did). */
export function codeError(check: CodeCheck): { field: "code"; key: string }[] {
  return check === "ok" ? [] : [{ field: "code", key: check === "locked" ? smsTexts["code.locked"] : "code.wrong" }];
}
