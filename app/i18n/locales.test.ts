import { describe, expect, it } from "vitest";
import { detectLang } from "./i18next.server";
import { requestT } from "./resources.server";
import enUS from "./locales/en-US";
import zhCN from "./locales/zh-CN";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
}

/** Texts the spec gives word for word (§5, §8), without a full stop: none of the message keys so far. */
const SPEC_TEXTS = new Set<string>([]);

describe("translations", () => {
  it("has every zh-CN key in en-US and no extra ones", () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });

  it("uses the same interpolation placeholders in both languages", () => {
    const lookup = (tree: unknown, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of keys(zhCN)) expect(placeholders(lookup(enUS, key)), key).toEqual(placeholders(lookup(zhCN, key)));
  });

  it("writes every en-US validation, notice and error text as a sentence (issue 34), the spec's own texts as given", () => {
    const lookup = (key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enUS) as string;
    // Keys named for what they say: a refused value, an outcome, a failure. Labels, hints and titles are not sentences.
    const MESSAGE = /(Required|Format|Rule|Done|Saved|Failed|Expired|Refused|Removed|Deleted|Added|Cancelled)$|\.(saved|required|invalid|unknownChoice)$/;
    const fragments = keys(zhCN)
      .filter((key) => MESSAGE.test(key) && !key.startsWith("workplaceFleet.links.") && !SPEC_TEXTS.has(key))
      .map((key) => `${key}: ${lookup(key)}`)
      .filter((entry) => !/^[^:]+: (\{\{|[A-Z0-9“"])[^]*[.!?…)]$/.test(entry));
    expect(fragments).toEqual([]);
  });

  it("carries the spec's catalogue texts (§8)", () => {
    expect(enUS.error.page403).toBe("Sorry, you are not allowed to access this page");
    expect(enUS.error.page404).toBe("Sorry, the page you visited does not exist");
    expect(enUS.error.page500).toBe("Sorry, a server error occurred");
    expect(enUS.error.forbidden).toBe("No access to the interface, contact the administrator.");
    expect(enUS.error.rolesEmpty).toBe("Roles must be a non-null array.");
    expect(enUS.validation.versionFormat).toBe("Version number format is incorrect.");
    expect(enUS.validation.selectAtLeastOne).toBe("At least one row must be selected.");
    expect(enUS.validation.deviceRequired).toBe("At least one device is required.");
    expect(enUS.error.exitTaskExists).toBe("Exit task already exists.");
    expect(enUS.tabs.lastTab).toBe("This is the last tab, it cannot be closed.");
  });
});

describe("language detection", () => {
  const request = (cookie?: string) => new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });

  it("defaults to zh-CN and follows the app_language cookie", async () => {
    expect(await detectLang(request())).toBe("zh-CN");
    expect(await detectLang(request("app_language=en-US"))).toBe("en-US");
    expect(await detectLang(request("app_language=fr-FR"))).toBe("zh-CN");
  });

  it("translates on the server in the request's language", async () => {
    const t = requestT(request("app_language=en-US"));
    expect(t("validation.maxLength", { max: 200 })).toBe("No more than 200 characters.");
  });
});

describe("one translator", () => {
  it("no module uses i18next or react-i18next directly (their t() would not see the page's strings)", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && /from "(react-)?i18next"/.test(readFileSync(file, "utf8"))) offenders.push(file);
      }
    };
    walk(join(import.meta.dirname, ".."));
    expect(offenders).toEqual([]);
  });
});
