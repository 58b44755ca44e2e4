import { describe, expect, it, vi } from "vitest";
import { translatorFor } from "~/i18n/resources.server";
import { translateMessage } from "~/i18n/messages";
import { PLATFORM_TEXTS, catalogueEntry, cataloguedMessage } from "./message-catalogue";

const en = translatorFor("en-US");
const zh = translatorFor("zh-CN");
const shown = (text: string, t = en) => translateMessage(t, cataloguedMessage(text, () => {}));

describe("platform message catalogue (issue 34)", () => {
  it("shows a known platform text as the console's sentence, whichever language the platform answered in", () => {
    expect(shown("old password is wrong")).toBe("The old password is wrong.");
    expect(shown("原密码错误")).toBe("The old password is wrong.");
    expect(shown("the verification code is wrong", zh)).toBe("验证码错误");
    expect(shown("phone number or code wrong")).toBe("The phone number or code is wrong.");
  });

  it("keeps the varying parts of a text with parameters", () => {
    expect(catalogueEntry("codes are sent too often: try again in 16 s")).toEqual({ key: "platformMsg.code_tooSoon", params: { seconds: "16" } });
    expect(shown("codes are sent too often: try again in 16 s")).toBe("Codes are sent too often. Try again in 16 s.");
    expect(shown("验证码发送过于频繁，请 16 秒后再试", zh)).toBe("验证码发送过于频繁，请 16 秒后再试");
    expect(shown("the max device count must be a positive integer greater than the count in use (3)")).toBe(
      "The max device count must be a positive integer greater than the count in use (3).",
    );
  });

  it("falls back to the raw text for an unknown message, and reports it", () => {
    const unknown = vi.fn();
    expect(cataloguedMessage("something new went wrong", unknown)).toBe("something new went wrong");
    expect(unknown).toHaveBeenCalledWith("something new went wrong");
    const known = vi.fn();
    cataloguedMessage("old password is wrong", known);
    expect(known).not.toHaveBeenCalled();
  });

  it("has an English sentence and a Chinese text for every entry (sentence case, full stop)", () => {
    for (const [key] of PLATFORM_TEXTS) {
      const english = en(`platformMsg.${key}`);
      expect(english, key).not.toBe(`platformMsg.${key}`);
      expect(zh(`platformMsg.${key}`), key).not.toBe(`platformMsg.${key}`);
      expect(english, key).toMatch(/^([A-Z{]|pageNo|pageSize|sortOrder)/);
      expect(english, key).toMatch(/[.?!]$/);
    }
  });
});
