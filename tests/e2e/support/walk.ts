// The walks over the whole console (issue 34; tests/e2e/walk.spec.ts): which pages they start from, what a link's
// shape is, and the checks every visited page goes through — in both languages, with and without JavaScript.
import type { BrowserContext, Page } from "@playwright/test";
import axe from "axe-core";
import enUS from "../../../app/i18n/locales/en-US";
import zhCN from "../../../app/i18n/locales/zh-CN";
import { validateHtml } from "../../support/vnu";
import { type Lang, LANGS } from "./pages";

export type Mode = "js" | "no-js";

/** The strings of each language, as the console has them. */
export const CATALOGUE: Record<Lang, typeof zhCN> = { "zh-CN": zhCN, "en-US": enUS };

/**
 * What a link stands for: numbers become `:n` and the query keeps its keys, not their values. The walk follows a few
 * URLs of each shape (`/device/firmware/:n/edit`, `/message/sms?pageNo`), not every row's.
 */
export function shapeOf(url: URL): string {
  const keys = [...new Set(url.searchParams.keys())].sort();
  // The frame draws these on every page (the settings drawer, the bell's refresh), whatever the page's own query:
  // what they do is the frame's, so one URL per kind stands for all of them.
  const frameKey = keys.find((key) => FRAME_KEYS.has(key));
  if (frameKey) return `*?${frameKey}`;
  return keys.length ? `${pathShapeOf(url)}?${keys.join("&")}` : pathShapeOf(url);
}

/** The query keys of the links the console frame draws on every page. */
const FRAME_KEYS = new Set(["settings", "refreshBell"]);

/** The path of a link with numbers as `:n` (a screen, whatever its query). */
export function pathShapeOf(url: URL): string {
  return url.pathname.replace(/\/\d+(?=\/|$)/g, "/:n");
}

/** A link to a file rather than a page: an export, an uploaded file, an object of the platform's storage. */
export function isDownload(url: URL): boolean {
  return /\/export$/.test(url.pathname) || /\/file(\/|$)/.test(url.pathname) || url.pathname.startsWith("/oss/");
}

/** Where a link leads, or null when the walk does not follow it (another site, an in-page anchor, mailto:…). */
export function followable(href: string, base: string, origin: string): URL | null {
  if (!href || href.startsWith("#") || /^(mailto|tel|javascript|data|blob):/i.test(href)) return null;
  const url = new URL(href, base);
  if (url.origin !== origin) return null;
  url.hash = "";
  return url;
}

/** The links of a document, as its anchors name them (getAttribute: SVG links carry an SVGAnimatedString as .href). */
export async function linksOf(page: Page): Promise<string[]> {
  return page.locator("a[href], area[href]").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
}

// ---------------------------------------------------------------------------------------------- page checks

/** A page a walk visited, handed to every page check. */
export interface VisitedPage {
  /** The URL the walk asked for, and the one that answered (after redirects). */
  url: string;
  answeredUrl: string;
  lang: Lang;
  mode: Mode;
  status: number;
  /** Without JavaScript, the server's HTML as it arrived; with it, the document after hydration. */
  html: string;
  /** The text a reader sees or hears: the body's text and the names, titles and placeholders of its elements. */
  text: string;
}

/** A check of one page: its problems, each naming what and where ("/x: …"); none when the page passes. */
export type PageCheck = (page: VisitedPage) => string[] | Promise<string[]>;

/**
 * Every page either walk visits, in both languages, goes through each of these checks (they run meanwhile the walk
 * goes on; the walk awaits them at its end and fails with every problem they report).
 */
export const pageChecks: PageCheck[] = [rawKeyCheck, languageCheck, validityCheck];

/** Runs every page check on a page; the walks call this once per page and language. */
export function checkPage(page: VisitedPage): Promise<string[]> {
  return Promise.all(pageChecks.map(async (check) => check(page))).then((lists) => lists.flat());
}

/** Documents posted to the checker at once: it reads one while the next is sent (the walk finds pages faster). */
const checkerSlot = limited(2);

/** A function that runs at most `count` tasks at a time, the others waiting their turn in order. */
export function limited(count: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= count) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** The shapes (and languages) whose HTML the checker has read: one document stands for the URLs of its shape. */
const validated = new Set<string>();

/**
 * W3C validity (issue 34): the server's HTML passes the Nu Html Checker (tests/support/vnu.ts) with 0 errors. The
 * server sends the same document with JavaScript or without, so the no-JS walk's pages are the ones checked, one
 * per screen and language (`/message/sms?pageNo=2` stands for `/message/sms`, `/device/2/edit` for `/device/1/edit`:
 * the same route drew both).
 */
async function validityCheck(page: VisitedPage): Promise<string[]> {
  if (page.mode !== "no-js") return [];
  const key = `${page.lang} ${pathShapeOf(new URL(page.answeredUrl, "http://console"))}`;
  if (validated.has(key)) return [];
  validated.add(key);
  const errors = await checkerSlot(() => validateHtml(page.html));
  return errors.map((error) => `${page.lang} ${page.url}: not valid HTML: ${error.message} [line ${error.line}] «${error.extract.replace(/\s+/g, " ")}»`);
}

/** The page says it is in its language (the `lang` of `<html>`). */
function languageCheck(page: VisitedPage): string[] {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(page.html)?.[1];
  return lang === page.lang ? [] : [`${page.lang} ${page.url}: <html lang="${lang}">, not ${page.lang}`];
}

/** Flattened keys of a catalogue: "error.page404", "menu.device" … and the prefixes of nested ones ("enums.status"). */
function keysOf(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === "object" ? [path, ...keysOf(value, path)] : [path];
  });
}
const KNOWN_KEYS = new Set(LANGS.flatMap((lang) => keysOf(CATALOGUE[lang])));
const NAMESPACES = Object.keys(zhCN);
/** A dotted word starting with a namespace of the catalogue ("menu.foo"), not inside an address, a path or a file name. */
const KEY_LIKE = new RegExp(`(?<![\\w@./:-])(?:${NAMESPACES.join("|")})(?:\\.[A-Za-z_][\\w-]*)+(?![\\w@/-]|\\.\\w)`, "g");
/** File names look like keys ("firmware.bin"): a last part that is a file extension is no key. */
const FILE_EXTENSION = /\.(bin|jas|hex|img|zip|gz|tar|xlsx?|csv|pdf|docx?|txt|json|html?|shtml|png|jpe?g|gif|svg|webp|mp4|mp3|apk|ipa)$/i;

/** The i18n keys a reader would see on a page: known keys shown untranslated, and unknown ones ("menu.foo"). */
export function rawKeysIn(text: string): string[] {
  const found = (text.match(KEY_LIKE) ?? []).filter((word) => KNOWN_KEYS.has(word) || !FILE_EXTENSION.test(word));
  return [...new Set(found)];
}

function rawKeyCheck(page: VisitedPage): string[] {
  return rawKeysIn(page.text).map((key) => `${page.lang} ${page.url}: shows the i18n key "${key}"`);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Attributes whose text a reader sees or hears. */
const READ_ATTRIBUTES = /\s(?:title|alt|placeholder|aria-label|aria-description|aria-valuetext|label)="([^"]*)"/g;

/**
 * What a reader gets of an HTML document, from its source: the text outside scripts, styles and comments, and the
 * attributes a reader sees or hears. Loader data (in scripts) holds keys by design: it is not text.
 */
export function readableText(html: string): string {
  const body = html.replace(/<!--[\s\S]*?-->/g, " ").replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ");
  const attributes = [...body.matchAll(READ_ATTRIBUTES)].map((match) => match[1]);
  const text = body.replace(/<[^>]*>/g, " ");
  return decodeEntities(`${text} ${attributes.join(" ")}`).replace(/\s+/g, " ");
}

/** The same from a live document (with JavaScript: what hydration drew too). */
export async function readableTextOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = ["title", "alt", "placeholder", "aria-label", "aria-description", "aria-valuetext", "label"];
    const attributes = [...document.querySelectorAll("*")].flatMap((element) => names.map((name) => element.getAttribute(name) ?? ""));
    return `${document.title} ${document.body.innerText} ${attributes.join(" ")}`.replace(/\s+/g, " ");
  });
}

/** Bytes of a server answer that no browser should get: NUL, invalid UTF-8, U+FFFD (React 18's split characters). */
export function byteProblems(bytes: Buffer, where: string): string[] {
  const problems: string[] = [];
  if (bytes.includes(0)) problems.push(`${where}: NUL at byte ${bytes.indexOf(0)}`);
  let text = "";
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return [...problems, `${where}: not valid UTF-8`];
  }
  if (text.includes("\uFFFD")) problems.push(`${where}: U+FFFD at ${text.indexOf("\uFFFD")}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------- running

/** Runs `task` on every item, `concurrency` at a time, in order of the list. */
export async function eachConcurrently<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(runners);
}

// ---------------------------------------------------------------------------------------------- axe

/** axe-core's WCAG 2.1 A and AA rules (issue 14). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Every page of the context loads axe-core's source as it opens, before its own scripts: Chromium compiles an init
 * script once for the context, where evaluating the 550 kB after each navigation compiled it anew (measured on four
 * list screens: 50 ms added to a page load against 210 ms to evaluate it after).
 */
export async function axeAtLoad(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/**
 * axe-core's serious and critical violations on the page as it is, one line each with the elements and (for
 * contrast) the colours. axe's source is evaluated once per document (unless `axeAtLoad` loaded it): @axe-core/playwright's legacy mode evaluates
 * its 550 kB twice per run, 1–3 s a page on a busy 2-core host. `contrast: false` skips colour contrast (the
 * slowest rule, more than half of a run), for a language that cannot change it (same CSS).
 */
export async function axeProblems(page: Page, where: string, options: { contrast: boolean }): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function"))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, contrast }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], rules: contrast ? {} : { "color-contrast": { enabled: false } } });
      return results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => ({
          id: violation.id,
          count: violation.nodes.length,
          nodes: violation.nodes.slice(0, 3).map((node) => {
            const colours = node.any.find((check) => check.id === "color-contrast")?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
            return `${node.target.join(" ")}${colours ? ` ${colours.fgColor} on ${colours.bgColor} = ${colours.contrastRatio}` : ""}`;
          }),
        }));
    },
    { tags: AXE_TAGS, contrast: options.contrast },
  );
  return violations.map((violation) => `${where}: ${violation.id} ×${violation.count} (${violation.nodes.join(" | ")})`);
}
