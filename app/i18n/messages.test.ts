import { describe, expect, it } from "vitest";
import enUS from "./locales/en-US";
import { msg, translateMessage } from "./messages";
import { createTranslator } from "./translate";

const t = { t: createTranslator(enUS) };

describe("validation messages as keys", () => {
  it("encodes params and translates them in the page's language", () => {
    expect(msg("validation.maxLength", { max: 200 })).toBe('validation.maxLength|{"max":200}');
    expect(translateMessage(t.t, msg("validation.maxLength", { max: 200 }))).toBe("No more than 200 characters.");
    expect(translateMessage(t.t, "validation.versionFormat")).toBe("Version number format is incorrect.");
  });

  it("shows text that is not a key (an upstream detail) as it came", () => {
    expect(translateMessage(t.t, "版本号已存在")).toBe("版本号已存在");
    expect(translateMessage(t.t, "")).toBe("");
    expect(translateMessage(t.t, "broken|{not json")).toBe("broken");
  });
});
