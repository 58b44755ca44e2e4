// The walks over the whole console (issues 14 and 34): what every screen shares is checked here, one walk per mode,
// on each page the walk visits — while the screens' own specs test their behaviour.
//
// Without JavaScript, signed in as an account of admin's role: follow every same-origin link the console draws, from
// the menu's screens to depth 3 (a few URLs per shape), and the sign-in pages signed out: no answer is a 404 or 5xx,
// a download link gives a file, a page is clean UTF-8 in the user's language with no i18n key showing, in zh-CN and
// en-US; no GET changes anything upstream (hostile #5). Every list with export links exports .xlsx and .csv with the
// list's columns in the page's language, honouring a filter. Error answers are pages in the user's language. axe.
// With JavaScript: every menu screen hydrates without a script error, passes axe with a live alarm's pop-up showing
// and shows no i18n key in either language, the links it draws answer, its export links download.
// Every page also goes through `pageChecks` (support/walk.ts): no i18n key shows, `<html lang>` is the user's, and
// the server's HTML passes the W3C Nu Html Checker (one document per shape and language). No page is fetched twice:
// axe reads the start pages' HTML the link walk already has.
import fs from "node:fs";
import type { APIRequestContext, APIResponse, Browser, BrowserContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { readSheets } from "../../app/lib/sheet-book.mjs";
import { CONSOLE_URL } from "./env";
import { type Credentials, expect, type Gate, type Sandbox, SESSION_COOKIE, signedInAs, type StorageState, test, waitForHydration } from "./fixtures";
import { csvRows } from "./support/sheets";
import {
  axeAtLoad,
  axeProblems,
  byteProblems,
  CATALOGUE,
  checkPage,
  eachConcurrently,
  followable,
  isDownload,
  linksOf,
  pathShapeOf,
  readableText,
  readableTextOf,
  shapeOf,
} from "./support/walk";
import { breadcrumbProblem, DESKTOP, tableProblems } from "./support/layout";
import { ACCOUNT_PATHS, deviceTabPaths, EXTRA_PATHS, FORM_ONLY_PATHS, type Lang, LANGS, menuPaths, SIGN_IN_PATHS } from "./support/pages";
import { stopHtmlChecker } from "../support/vnu";

/** Links are followed this deep: 0 is the menu's screens, 3 a link on a page linked from a page they link to. */
const MAX_DEPTH = Number(process.env.WALK_DEPTH ?? 3);
/** URLs followed per shape (`/device/firmware/:n/edit`, `/message/sms?pageNo`): the first few the walk meets. */
const PER_SHAPE = 2;
/**
 * URLs followed per screen (`/device/list` with any query): a list draws its filters, sorts and pages in every
 * combination (`?cityId&pageNo&sortField…`), thousands of shapes that the same loader answers.
 */
const PER_SCREEN = 4;
/** Requests in flight at once (the console and the sandbox share 2 cores with the other worker). */
const CONCURRENCY = 4;
/** Lists whose exports are checked at once. */
const EXPORT_LANES = 3;
/** What a browser asks for when it follows a link: a document, answered with a page. */
const DOCUMENT = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "Sec-Fetch-Mode": "navigate" };

// ---------------------------------------------------------------------------------------------- timing log

// For tuning: WALK_LOG=<file> writes each phase's seconds and each answer's time to <file>.<project> as the walk goes;
// WALK_DEPTH=<n> follows links less deep than MAX_DEPTH.
const walkLog: object[] | undefined = process.env.WALK_LOG ? [] : undefined;
let phaseStarted = Date.now();
function phaseDone(phase: string, found?: Findings) {
  walkLog?.push({ phase, seconds: Math.round((Date.now() - phaseStarted) / 1000), problems: found?.problems.length, steps: Object.fromEntries([...stepMs].map(([step, ms]) => [step, Math.round(ms / 1000)])) });
  stepMs.clear();
  if (found) walkLog?.push({ problems: found.problems });
  phaseStarted = Date.now();
  writeWalkLog();
}
/** With WALK_LOG: the seconds each step of the page loops took in all, written with the phase that ran them. */
const stepMs = new Map<string, number>();
async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  if (!walkLog) return run();
  const started = Date.now();
  try {
    return await run();
  } finally {
    stepMs.set(step, (stepMs.get(step) ?? 0) + Date.now() - started);
  }
}
function writeWalkLog() {
  if (walkLog?.length) fs.writeFileSync(`${process.env.WALK_LOG}.${/without JavaScript/.test(test.info().titlePath.join(" ")) ? "no-js" : "js"}`, JSON.stringify(walkLog, null, 1));
}

// ---------------------------------------------------------------------------------------------- sessions

/** A fresh account of admin's role, signed in once for the walk: its upstream calls are told apart (hostile #5). */
async function walker(browser: Browser, sandbox: Sandbox): Promise<{ account: Credentials; state: StorageState }> {
  // Each walk's own log and clock (both may run in one worker, one after the other).
  walkLog?.splice(0);
  phaseStarted = Date.now();
  const account = await sandbox.createAccount({ roleOf: "admin", prefix: "walker_" });
  const state = await signedInAs(browser, account);
  phaseDone("sign-in");
  return { account, state };
}

function inLanguage(state: StorageState, lang: Lang): StorageState {
  const { hostname } = new URL(CONSOLE_URL);
  const language = { name: "app_language", value: lang, domain: hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" as const };
  return { ...state, cookies: [...state.cookies.filter((cookie) => cookie.name !== "app_language"), language] };
}

const SIGNED_OUT: StorageState = { cookies: [], origins: [] };

/** A browser signed in with `state`, in `lang`; with JavaScript, its pages load axe-core as they open. */
async function browserIn(browser: Browser, state: StorageState, lang: Lang, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: CONSOLE_URL, storageState: inLanguage(state, lang), javaScriptEnabled, locale: "zh-CN", timezoneId: "Asia/Shanghai", viewport: DESKTOP });
  if (javaScriptEnabled) await axeAtLoad(context);
  return context;
}

async function requestsIn(playwright: PlaywrightWorkerArgs["playwright"], state: StorageState): Promise<Record<Lang, APIRequestContext>> {
  const [zh, en] = await Promise.all(LANGS.map((lang) => playwright.request.newContext({ baseURL: CONSOLE_URL, storageState: inLanguage(state, lang), extraHTTPHeaders: DOCUMENT })));
  return { "zh-CN": zh!, "en-US": en! };
}

/**
 * Issue 35: axe reads every screen with a live alarm's pop-up showing. In this context the page's live stream, as it
 * opens, also delivers one alarm (a device's low battery, framed as the console's stream frames it): the pop-up comes
 * from the console's own code, without the sandbox pushing a message to every other test's pages, and without routing
 * requests (intercepting every request through the test runner made this walk three times slower).
 */
async function withLiveAlarm(context: BrowserContext): Promise<void> {
  const message = { id: "walk-alarm", type: "event", deviceId: 1, sn: "AED00000001", content: null, state: "WARNING", createdDate: "2026-11-28 09:00:00", notificationId: null, eventCode: "BATTERY_LOW" };
  await context.addInitScript((alarm) => {
    const Stream = window.EventSource;
    window.EventSource = class extends Stream {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        if (new URL(url, location.href).pathname !== "/live") return;
        setTimeout(() => {
          this.dispatchEvent(new MessageEvent("message", { data: JSON.stringify(alarm), lastEventId: alarm.id }));
          (window as { walkAlarmDelivered?: boolean }).walkAlarmDelivered = true;
        }, 100);
      }
    };
  }, message);
}

/**
 * On a page that listens to the live stream, the user's first input lets the waiting alarm pop up. The alarm comes a
 * moment after the stream opens: wait for it rather than look once (on an idle host the look came first on most pages).
 */
async function showLiveAlarm(page: Page): Promise<boolean> {
  if ((await page.getByTestId("live-indicator").count()) === 0) return false;
  await page.waitForFunction(() => (window as { walkAlarmDelivered?: boolean }).walkAlarmDelivered === true, undefined, { timeout: 10_000 });
  // The live feed's own page counts nothing as unseen: the alarm is in its list, not a pop-up.
  if ((await page.getByTestId("live-count").count()) === 0) return false;
  await page.keyboard.press("Shift");
  await expect(page.getByTestId("live-alarm")).toBeVisible();
  // axe reads colours as drawn, so the walk's pages ask for reduced motion (no fade: with one, waiting for it to end still
  // let a clean-clone run read it mid-fade). Its stylesheet, loaded after the first paint, places it: wait for that.
  await expect(page.getByTestId("live-alarm")).toHaveCSS("position", "fixed");
  return true;
}

/** What every walk collects: problems found at once, and per-page checks still running. */
interface Findings {
  problems: string[];
  checks: Promise<string[]>[];
}

const where = (url: URL) => `${url.pathname}${url.search}`;

/**
 * A GET as a browser following a link makes it. A connection the server closed just as it was reused (idle
 * keep-alive) is the client's to retry, as browsers do: once.
 */
async function get(api: APIRequestContext, path: string, timeout = 60_000, headers?: Record<string, string>): Promise<APIResponse> {
  const options = { maxRedirects: 10, failOnStatusCode: false, timeout, headers };
  return api.get(path, options).catch((error: Error) => {
    if (!/ECONNRESET|socket hang up/.test(error.message)) throw error;
    return api.get(path, options);
  });
}

// ---------------------------------------------------------------------------------------------- layout

/** The pages whose breadcrumb must end with their own name: the menu's, a device's tabs, the account's. */
async function breadcrumbPaths(page: Page, menu: readonly string[]): Promise<Set<string>> {
  return new Set([...menu, ...(await deviceTabPaths(page)), ...ACCOUNT_PATHS, "/account/password", "/account/phone"]);
}

/**
 * Layout at 1366×768 (issue 34 §2) of a page as drawn, formerly two walks of their own in layout.spec.ts: a menu
 * list shows its first and actions columns, scrolls inside its card and keeps short words whole (English with
 * JavaScript, Chinese without: the longer labels are the drawn ones); a page's breadcrumb ends with its own name.
 */
async function layoutProblems(page: Page, path: string, menu: readonly string[], crumbs: Set<string>, lists: { count: number }): Promise<string[]> {
  const problems: string[] = [];
  if (menu.includes(path) && (await page.locator("main table.data-table tbody tr").count()) > 0) {
    lists.count++;
    problems.push(...(await tableProblems(page)).map((problem) => `${path} at 1366×768: ${problem}`));
  }
  if (crumbs.has(path)) {
    const wrong = await breadcrumbProblem(page, path, menu);
    if (wrong) problems.push(wrong);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------- the link walk

interface Link {
  url: URL;
  /** The page that drew it ("start" for the walk's first pages). */
  from: string;
}

/** One answer to a link, checked as a user's browser would get it; its HTML when it is a page. */
async function answer(api: APIRequestContext, link: Link, lang: Lang, signedIn: boolean, found: Findings): Promise<{ html: string | null; url: string }> {
  const path = where(link.url);
  const started = Date.now();
  // The device export alone takes 20 s on a busy host.
  let response = await get(api, path, isDownload(link.url) ? 240_000 : 60_000);
  // 504: the platform did not answer within the console's timeout (4 s in the browser tests) on a busy host; a link
  // that leads nowhere answers the same again.
  if (response.status() === 504) response = await get(api, path, isDownload(link.url) ? 240_000 : 60_000);
  walkLog?.push({ lang, path, status: response.status(), ms: Date.now() - started });
  const status = response.status();
  const type = response.headers()["content-type"] ?? "";
  const answered = new URL(response.url());
  const bytes = await response.body();
  const said = `${lang} ${path} (a link of ${link.from})`;
  // No 404 or 5xx, nor any other refusal: the walker may do all admin may, so every link it is shown must lead somewhere.
  if (status >= 400) found.problems.push(`${said}: ${status}`);
  if (signedIn && answered.pathname.startsWith("/user/login")) found.problems.push(`${said}: signed the walker out (answered ${where(answered)})`);
  if (isDownload(link.url) && status < 400) {
    if (/text\/html/i.test(type) && !/^attachment/i.test(response.headers()["content-disposition"] ?? "")) found.problems.push(`${said}: a download link answered a page, not a file`);
    if (bytes.length === 0) found.problems.push(`${said}: an empty file`);
    return { html: null, url: response.url() };
  }
  if (!/text\/html/i.test(type)) {
    // A document request gets a page; an error above all (it was raw JSON: {"message":"error.page404"}).
    if (status >= 400) found.problems.push(`${said}: answered ${type || "no type"}, not a page: ${bytes.toString("utf8").slice(0, 120)}`);
    return { html: null, url: response.url() };
  }
  found.problems.push(...byteProblems(bytes, said));
  const html = bytes.toString("utf8");
  found.checks.push(checkPage({ url: path, answeredUrl: where(answered), lang, mode: "no-js", status, html, text: readableText(html) }));
  return { html, url: response.url() };
}

/** The hrefs of a server page's links (React writes every attribute in double quotes, `&` as `&amp;`). */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<(?:a|area)\s[^>]*?\bhref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"'));
}

/**
 * Follows links breadth first from `start` to MAX_DEPTH, PER_SHAPE URLs per shape and PER_SCREEN per screen, in zh-CN, and each screen once in
 * en-US too (the query changes rows and order, not the words). Returns the shapes met, the lists with export links
 * and the HTML of the start pages. Between batches (nothing in flight) it lets a test that must run alone go first.
 */
async function walkLinks(options: { start: string[]; apis: Record<Lang, APIRequestContext>; signedIn: boolean; skip: (url: URL) => boolean; gate: Gate; found: Findings }) {
  const { apis, gate, found } = options;
  /** The zh-CN HTML of the start pages, by path (axe reads them again in a browser, without fetching them twice). */
  const startPages = new Map<string, string>();
  const shapes = new Map<string, number>();
  const screens = new Map<string, number>();
  const seen = new Set<string>();
  const englishSeen = new Set<string>();
  /**
   * The lists that offer export: each export route → the path of the first page met with its links (breadth first:
   * the list itself, before the dialogs drawn over it, `/x/new`, `/x/:n/edit`, which show the same links).
   */
  const lists = new Map<string, string>();
  const enqueue = (into: Link[], url: URL | null, from: string) => {
    if (!url || options.skip(url) || seen.has(url.href)) return;
    // A file's query only narrows its content (the export walk checks that): one download per path.
    const shape = isDownload(url) ? pathShapeOf(url) : shapeOf(url);
    const screen = shape.startsWith("*") ? shape : pathShapeOf(url);
    if ((shapes.get(shape) ?? 0) >= (isDownload(url) ? 1 : PER_SHAPE) || (screens.get(screen) ?? 0) >= PER_SCREEN) return;
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    screens.set(screen, (screens.get(screen) ?? 0) + 1);
    seen.add(url.href);
    into.push({ url, from });
  };
  let frontier: Link[] = [];
  for (const path of options.start) enqueue(frontier, new URL(path, CONSOLE_URL), "start");
  for (let depth = 0; depth <= MAX_DEPTH && frontier.length; depth++) {
    const next: Link[] = [];
    for (let batch = 0; batch < frontier.length; batch += 4 * CONCURRENCY) {
      await gate.yieldToExclusive();
      await eachConcurrently(frontier.slice(batch, batch + 4 * CONCURRENCY), CONCURRENCY, async (link) => {
        const english = !isDownload(link.url) && !englishSeen.has(pathShapeOf(link.url));
        englishSeen.add(pathShapeOf(link.url));
        const [zh] = await Promise.all((english ? LANGS : (["zh-CN"] as const)).map((lang) => answer(apis[lang], link, lang, options.signedIn, found)));
        if (!zh?.html) return;
        if (link.from === "start" && zh.url === link.url.href) startPages.set(where(link.url), zh.html);
        const links = hrefsIn(zh.html)
          .map((href) => followable(href, zh.url, CONSOLE_URL))
          .filter((url): url is URL => url !== null);
        const page = new URL(zh.url);
        const exportLink = links.find((url) => url.pathname.endsWith("/export") && url.searchParams.get("format") === "xlsx");
        if (exportLink && !lists.has(exportLink.pathname)) lists.set(exportLink.pathname, page.pathname);
        if (depth < MAX_DEPTH) for (const url of links) enqueue(next, url, where(link.url));
      });
    }
    walkLog?.push({ depth, links: frontier.length, next: next.length });
    frontier = next;
  }
  return { shapes: [...shapes.keys()], lists: [...new Set(lists.values())], startPages };
}

// ---------------------------------------------------------------------------------------------- the export walk

type Shown = NonNullable<Awaited<ReturnType<typeof listShown>>>;

/** What a list page shows: its column headers as exported (no selection box, actions or image column), its total, its export links and filters. */
async function listShown(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLTableElement>("[data-testid=data-table]");
    if (!table) return null;
    const bodyRows = [...table.querySelectorAll("tbody tr[data-row-id]")];
    const headers: { text: string; index: number }[] = [];
    [...table.querySelectorAll("thead th")].forEach((th, index) => {
      if (th.classList.contains("check")) return;
      // Actions, images and files are not exported: an image or file cell shows the picture, a download link or,
      // without a stored file, "—" (app/engine/cells.tsx).
      const cells = bodyRows.map((row) => row.children[index]);
      if (cells.some((cell) => cell?.querySelector(".row-actions, img, a[download]"))) return;
      if (cells.length > 0 && cells.every((cell) => cell?.textContent?.trim() === "—")) return;
      headers.push({ text: (th.textContent ?? "").replace(/[▲▼⇅]/g, "").trim(), index });
    });
    const range = document.querySelector("[data-testid=pager-range]")?.textContent ?? "";
    const firstRow = bodyRows[0] ? [...bodyRows[0].children].map((cell) => (cell as HTMLElement).innerText.trim()) : [];
    const exports: Record<string, string> = {};
    for (const a of document.querySelectorAll<HTMLAnchorElement>("a[href*='/export?']")) exports[new URL(a.href).searchParams.get("format") ?? ""] = a.getAttribute("href") ?? "";
    // The list's filters: its search form, or the GET form a page of figures is asked with (AED coverage).
    const form = document.querySelector<HTMLFormElement>("form[role=search]") ?? document.querySelector<HTMLFormElement>("main form[method=get]");
    const labelOf = (field: Element) => (field.id ? (document.querySelector(`label[for="${CSS.escape(field.id)}"]`)?.textContent ?? "") : "").replace(/\s*\*$/, "").trim();
    const selects = [...(form?.querySelectorAll<HTMLSelectElement>("select[name]") ?? [])].map((select) => ({
      name: select.name,
      label: labelOf(select),
      options: [...select.options].filter((option) => option.value !== "").map((option) => ({ value: option.value, label: option.text.trim() })),
    }));
    const texts = [...(form?.querySelectorAll<HTMLInputElement>("input[type=text][name], input:not([type])[name]") ?? [])].map((input) => ({ name: input.name, label: labelOf(input) }));
    // The total the pager counts; a table without a pager shows every row.
    const total = range ? Number(range.match(/\d+/g)?.at(-1) ?? Number.NaN) : bodyRows.length;
    return { headers, total, firstRow, exports, selects, texts };
  });
}

/** An exported file's rows (header first), as a spreadsheet program reads them. */
async function exported(api: APIRequestContext, href: string, said: string, found: Findings): Promise<string[][] | null> {
  const format = new URL(href, CONSOLE_URL).searchParams.get("format") ?? "";
  const response = await get(api, href, 120_000);
  if (response.status() !== 200) {
    found.problems.push(`${said}: export ${format} answered ${response.status()}`);
    return null;
  }
  const disposition = response.headers()["content-disposition"] ?? "";
  if (!disposition.startsWith("attachment") || !disposition.includes(`.${format}`)) found.problems.push(`${said}: export ${format} is no .${format} attachment (${disposition})`);
  const bytes = await response.body();
  if (format === "csv") return csvRows(bytes.toString("utf8"));
  return (readSheets(bytes)[0]?.rows ?? []).map((cells) => cells.map((cell) => (cell === null || cell === undefined ? "" : String(cell))));
}

/** Both files of a list as shown: the header row is its columns in the page's language, the rows are as many as it counts. */
async function checkBothFiles(shown: Shown, api: APIRequestContext, said: string, found: Findings): Promise<string[][] | null> {
  const headers = JSON.stringify(shown.headers.map((header) => header.text));
  let body: string[][] | null = null;
  for (const format of ["xlsx", "csv"]) {
    if (!shown.exports[format]) {
      found.problems.push(`${said}: no export ${format} link`);
      continue;
    }
    const rows = await exported(api, shown.exports[format]!, said, found);
    if (!rows) continue;
    const [header = [], ...data] = rows;
    if (JSON.stringify(header) !== headers) found.problems.push(`${said}: export ${format} header ${JSON.stringify(header)} is not the list's columns ${headers}`);
    if (data.length === 0 || data.length !== shown.total) found.problems.push(`${said}: export ${format} has ${data.length} rows, the list counts ${shown.total}`);
    body = data;
  }
  return body;
}

/**
 * One list, narrowed by one of its filters (a choice of a select, else a text filter given a value the list shows):
 * in each language both files hold the list's columns in that language and the rows the list counts, fewer than
 * unfiltered, each showing the chosen value where a column shows the filter. (Filtered files are small: exporting
 * every list whole took minutes.)
 */
async function checkExports(path: string, pages: Record<Lang, Page>, apis: Record<Lang, APIRequestContext>, found: Findings) {
  const started = Date.now();
  try {
    await checkListExports(path, pages, apis, found);
  } finally {
    walkLog?.push({ exports: path, ms: Date.now() - started });
    writeWalkLog();
  }
}

async function checkListExports(path: string, pages: Record<Lang, Page>, apis: Record<Lang, APIRequestContext>, found: Findings) {
  await pages["zh-CN"].goto(path);
  const whole = await listShown(pages["zh-CN"]);
  if (!whole) {
    found.problems.push(`zh-CN ${path}: export links but no list table`);
    return;
  }
  const candidates: { name: string; value: string }[] = [
    ...whole.selects.flatMap((select) => select.options.slice(0, 3).map((option) => ({ name: select.name, value: option.value }))),
    ...whole.texts.flatMap((text) => {
      const column = whole.headers.find((header) => header.text === text.label);
      const value = column ? whole.firstRow[column.index] : undefined;
      return value && value !== "-" ? [{ name: text.name, value }] : [];
    }),
  ];
  for (const { name, value } of candidates.slice(0, 6)) {
    const filtered = `${path}?${new URLSearchParams({ [name]: value })}`;
    await pages["en-US"].goto(filtered);
    const english = await listShown(pages["en-US"]);
    if (!english || !(english.total > 0 && english.total < whole.total)) continue;
    for (const lang of LANGS) {
      // The Chinese page's columns and choices are the unfiltered page's (a filter changes neither); the links carry
      // the filter, not the language.
      const shown = lang === "en-US" ? english : { ...whole, total: english.total, exports: english.exports };
      const said = `${lang} ${filtered}`;
      const rows = await checkBothFiles(shown, apis[lang], said, found);
      if (!rows) continue;
      if (rows.length >= whole.total) found.problems.push(`${said}: the filtered export has ${rows.length} rows, the whole list ${whole.total}`);
      // The filter's column, when the list shows one under the filter's label: every row shows the chosen value.
      const select = shown.selects.find((field) => field.name === name);
      const label = select?.label ?? shown.texts.find((field) => field.name === name)?.label;
      const column = shown.headers.findIndex((header) => header.text === label);
      // The value as the filtered page shows it in that column (in en-US, the page's own cell: whether a name has an
      // English variant is the screen's business, not the export's), in zh-CN the choice's label.
      const shownCell = lang === "en-US" && column >= 0 ? english.firstRow[english.headers[column]!.index] : undefined;
      const expected = select ? (shownCell ?? select.options.find((option) => option.value === value)?.label) : value;
      const strays = column < 0 || !expected ? [] : rows.filter((row) => (select ? row[column] !== expected : !row[column]?.includes(expected)));
      if (strays.length) found.problems.push(`${said}: ${strays.length} exported rows do not show "${expected}" (${JSON.stringify(strays[0])})`);
    }
    return;
  }
  // A list of one row (the top of a tree, as the areas' countries) cannot be narrowed: its whole files are checked.
  if (whole.total <= 1) {
    for (const lang of LANGS) {
      if (lang === "zh-CN") await checkBothFiles(whole, apis[lang], `${lang} ${path}`, found);
      else {
        await pages[lang].goto(path);
        const shown = await listShown(pages[lang]);
        if (shown) await checkBothFiles(shown, apis[lang], `${lang} ${path}`, found);
      }
    }
    return;
  }
  found.problems.push(`${path}: no filter narrowed the list (tried ${candidates.map((c) => `${c.name}=${c.value}`).join(", ") || "none: it has none"})`);
}

// ---------------------------------------------------------------------------------------------- the walks

// The two walks run side by side, one on each worker, first in the run (the project "walk", tests/playwright.config.ts).
test.describe.configure({ mode: "parallel" });

test.afterAll(async () => {
  await stopHtmlChecker();
});

test.describe("the walk without JavaScript", () => {
  test("hostile #5 and issue 34: every link answers in both languages, downloads are files, exports follow their lists, pages are clean and pass axe, and no GET changes anything upstream", async ({
    browser,
    playwright,
    sandbox,
    gate,
  }) => {
    // ~10 min on the shared 2-core machine at load ~25 for the links alone (1,440 answers); much less in CI.
    test.setTimeout(30 * 60_000);
    const { account, state } = await walker(browser, sandbox);
    const found: Findings = { problems: [], checks: [] };
    const apis = await requestsIn(playwright, state);
    const zh = await browserIn(browser, state, "zh-CN", false);
    const en = await browserIn(browser, state, "en-US", false);
    const pages = { "zh-CN": await zh.newPage(), "en-US": await en.newPage() };

    // The links, from the menu's screens (and the routes only forms reach) to depth 3; then, signed out, the ways in.
    const menu = await menuPaths(pages["zh-CN"]);
    expect(menu.length).toBeGreaterThan(40);
    const crumbs = await breadcrumbPaths(pages["zh-CN"], menu);
    const { shapes, lists, startPages } = await walkLinks({
      start: [...menu, ...EXTRA_PATHS, ...crumbs, ...FORM_ONLY_PATHS],
      apis,
      signedIn: true,
      // The sign-in pages are walked signed out, below; .shtml pages are static files.
      skip: (url) => url.pathname.startsWith("/user/") || url.pathname.endsWith(".shtml"),
      gate,
      found,
    });
    phaseDone("links", found);
    expect(shapes.length).toBeGreaterThan(150);
    expect(shapes).toEqual(expect.arrayContaining(["/device/firmware/new", "/message/sms", "/notification", "/account/settings"]));
    expect(shapes).toEqual(expect.arrayContaining(["/device/firmware/:n/delete", "/device/firmware/:n/edit", "/volunteer/certificate/:n/reject", "/message/sms/:n"]));
    expect(shapes).toEqual(expect.arrayContaining(["/device/firmware/export", "/device/cabinet/export", "/device/connector-firmware/export"]));
    const outApis = await requestsIn(playwright, SIGNED_OUT);
    // The sandbox's WeChat page links to the callback with a one-time state of that browser's own: followed twice or
    // from the other language's session, it is refused (400) by design; auth.spec.ts signs in through it.
    const signedOut = await walkLinks({ start: SIGN_IN_PATHS, apis: outApis, signedIn: false, skip: (url) => !url.pathname.startsWith("/user/") || url.pathname === "/user/wechat/callback", gate, found });
    for (const [path, html] of signedOut.startPages) startPages.set(path, html);
    phaseDone("signed-out links", found);

    // Every list with export links.
    expect(lists.length).toBeGreaterThan(40);
    // A few lists at a time, each lane with its own pages (a list waits on the console and the platform, not the CPU).
    const lanes = [pages, ...(await Promise.all(Array.from({ length: EXPORT_LANES - 1 }, async () => ({ "zh-CN": await zh.newPage(), "en-US": await en.newPage() }))))];
    for (let batch = 0; batch < lists.length; batch += EXPORT_LANES) {
      await gate.yieldToExclusive();
      await Promise.all(lists.slice(batch, batch + EXPORT_LANES).map((list, lane) => checkExports(list, lanes[lane]!, apis, found)));
    }
    phaseDone("exports", found);

    // Error answers to a document request: a page in the user's language, never a raw key (a resource route's error
    // was raw JSON).
    for (const lang of LANGS) {
      // A bad id under a redirecting route, a file that is not there (resource routes: they answered raw JSON), no
      // route, no such device. (An export without a valid format is the .xlsx: the format's default.)
      for (const path of ["/device/cabinet/abc", "/institution/list/abc", "/oss/abc", "/no/such/page", "/device/999999999/overview"]) {
        const response = await get(apis[lang], path);
        const html = await response.text();
        const said = `${lang} ${path}`;
        expect.soft(response.status(), said).toBe(404);
        expect.soft(response.headers()["content-type"], said).toMatch(/^text\/html/);
        expect.soft(readableText(html), said).toContain(CATALOGUE[lang].error.page404);
        found.checks.push(checkPage({ url: path, answeredUrl: path, lang, mode: "no-js", status: response.status(), html, text: readableText(html) }));
      }
    }
    phaseDone("error answers", found);

    // axe-core (issue 14) on every menu screen, a device's pages, the account's and the sign-in pages, as a browser
    // without JavaScript shows the server's HTML. Axe is a script, and Chromium closes a page with JavaScript
    // disabled that is asked to run one: this page has it on, with the console's scripts refused, and is handed the
    // HTML the link walk fetched (its styles and images come from the console). In zh-CN: the rules that read
    // English names and labels run on the pages with JavaScript (the JS walk), which draw the same.
    const axeContext = await browserIn(browser, state, "zh-CN", true);
    await axeContext.route(/\/build\/.*\.js(\?.*)?$/, (route) => route.abort());
    await axeContext.route(
      (url) => startPages.has(where(url)),
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: startPages.get(where(new URL(route.request().url())))! }),
    );
    const axePage = await axeContext.newPage();
    const drawnLists = { count: 0 };
    for (const path of new Set([...menu, ...EXTRA_PATHS, ...crumbs, ...SIGN_IN_PATHS])) {
      await gate.yieldToExclusive();
      await timed("goto", () => axePage.goto(path));
      expect(await axePage.evaluate(() => "__remixRouter" in window), `${path} must not hydrate`).toBe(false);
      found.problems.push(...(await timed("axe", () => axeProblems(axePage, `zh-CN ${path}`, { contrast: true }))));
      found.problems.push(...(await timed("layout", () => layoutProblems(axePage, path, menu, crumbs, drawnLists))).map((problem) => `zh-CN ${problem}`));
    }
    expect(drawnLists.count, "list screens drawn at 1366×768").toBeGreaterThan(25);
    phaseDone("axe and layout", found);

    // hostile #5: all that reading wrote nothing upstream (a GET to /logout asks first; a session refresh is no write).
    const reads = new Set(["GET", "HEAD", "OPTIONS"]);
    const writes = (await sandbox.callsOf(account.username)).filter((call) => !reads.has(call.method) && call.path !== "/api/v1/authenticate/refreshToken");
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([]);

    found.problems.push(...(await Promise.all(found.checks)).flat());
    phaseDone("page checks", found);
    for (const api of [...Object.values(apis), ...Object.values(outApis)]) await api.dispose();
    for (const context of [zh, en, axeContext]) await context.close();
    expect(found.problems).toEqual([]);
  });
});

test.describe("the walk with JavaScript", () => {
  test("issue 34: every menu screen hydrates without a script error, passes axe, shows no i18n key in either language, the links it draws answer and its exports download", async ({
    browser,
    sandbox,
    gate,
  }) => {
    test.setTimeout(20 * 60_000);
    const { state } = await walker(browser, sandbox);
    const found: Findings = { problems: [], checks: [] };
    /** The export routes downloaded (by a click on the list's Excel link). */
    const downloaded = new Set<string>();
    /** One link per shape of what the hydrated pages draw. */
    const drawn = new Map<string, Link>();
    for (const lang of LANGS) {
      const context = await browserIn(browser, state, lang, true);
      await withLiveAlarm(context);
      const page = await context.newPage();
      // The pop-up's fade is live-alarms.spec's to test; axe reads the colours it ends with.
      await page.emulateMedia({ reducedMotion: "reduce" });
      let current = "";
      let withPopUp = 0;
      // A script that throws while a screen loads (a chunk missing an export, a module evaluated out of order).
      page.on("pageerror", (error) => found.problems.push(`${lang} ${current}: script error: ${error.message}`));
      const menu = await menuPaths(page);
      // In English the breadcrumbs of a device's tabs and the account's pages too (the layout checks' language).
      const crumbs = lang === "en-US" ? await breadcrumbPaths(page, menu) : new Set<string>();
      const paths = [...new Set([...menu, ...EXTRA_PATHS, ...crumbs]), "/device/cabinet/abc", ...SIGN_IN_PATHS];
      const drawnLists = { count: 0 };
      for (const path of paths) {
        await gate.yieldToExclusive();
        current = path;
        if (SIGN_IN_PATHS.includes(path)) await context.clearCookies({ name: SESSION_COOKIE });
        const response = await timed("goto", () => page.goto(path));
        await timed("hydration", () => waitForHydration(page, true));
        // An error answer is a page too, in the frame, that hydrates (its route is a file's, see server/remix-handler.ts).
        if (response?.status() === 404) await expect(page.getByTestId("error-title")).toHaveText(CATALOGUE[lang].error.page404);
        // The layout is measured as the screen is drawn; axe reads it with a live alarm's pop-up over it (issue 35).
        if (lang === "en-US") found.problems.push(...(await timed("layout", () => layoutProblems(page, path, menu, crumbs, drawnLists))).map((problem) => `${lang} ${problem}`));
        if (await timed("pop-up", () => showLiveAlarm(page))) withPopUp += 1;
        // Colour contrast cannot change with the language (same CSS): zh-CN checks it.
        found.problems.push(...(await timed("axe", () => axeProblems(page, `${lang} ${path}`, { contrast: lang === "zh-CN" }))));
        const html = await timed("content", () => page.content());
        found.checks.push(checkPage({ url: path, answeredUrl: where(new URL(page.url())), lang, mode: "js", status: response?.status() ?? 0, html, text: await timed("text", () => readableTextOf(page)) }));
        // The links only hydration draws (the no-JS walk follows the server's).
        const served = new Set(hrefsIn((await response?.text()) ?? ""));
        for (const href of await timed("links", () => linksOf(page))) {
          const url = served.has(href) ? null : followable(href, page.url(), CONSOLE_URL);
          const shape = url && (isDownload(url) ? pathShapeOf(url) : shapeOf(url));
          if (url && shape && !url.pathname.startsWith("/user/") && !drawn.has(shape)) drawn.set(shape, { url, from: path });
        }
        // An export link downloads its file (it said "the export failed; try again later" when its route was missing).
        // Once per export: a dialog over a list (its delete, its edit) shows the list's links again, under the dialog.
        const exportLink = page.locator("a[data-testid$='-export-xlsx']");
        const exportHref = (await exportLink.count()) > 0 ? await exportLink.first().getAttribute("href") : null;
        if (lang === "zh-CN" && exportHref && !downloaded.has(new URL(exportHref, CONSOLE_URL).pathname)) {
          downloaded.add(new URL(exportHref, CONSOLE_URL).pathname);
          const [file] = await timed("export", () => Promise.all([page.waitForEvent("download", { timeout: 60_000 }), exportLink.click()]));
          if (!file.suggestedFilename().endsWith(".xlsx")) found.problems.push(`${path}: the Excel export downloaded ${file.suggestedFilename()}`);
          await expect(page.getByText(CATALOGUE[lang].common.exportFailed)).toHaveCount(0);
        }
      }
      if (lang === "en-US") expect(drawnLists.count, "list screens drawn at 1366×768").toBeGreaterThan(25);
      expect(withPopUp, `${lang}: screens read by axe with a live alarm showing`).toBeGreaterThan(50);
      phaseDone(`pages ${lang}`, found);
      // What hydration drew answers too: one URL per shape, asked as the browser would follow it.
      if (lang === "zh-CN") {
        await context.clearCookies({ name: SESSION_COOKIE });
        await context.addCookies(state.cookies.filter((cookie) => cookie.name === SESSION_COOKIE));
        await eachConcurrently([...drawn.values()], CONCURRENCY, async (link) => {
          const response = await get(context.request, where(link.url), isDownload(link.url) ? 240_000 : 60_000, DOCUMENT);
          const type = response.headers()["content-type"] ?? "";
          if (response.status() >= 400) found.problems.push(`${where(link.url)} (drawn on ${link.from}): ${response.status()}`);
          else if (isDownload(link.url) && /text\/html/.test(type)) found.problems.push(`${where(link.url)} (drawn on ${link.from}): a page, not a file`);
        });
        phaseDone("drawn links", found);
      }
      await context.close();
    }
    found.problems.push(...(await Promise.all(found.checks)).flat());
    expect(found.problems).toEqual([]);
  });
});
