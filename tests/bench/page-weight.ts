/**
 * Page weight against issue 13's budgets, for `npm run bench` (numbers with ✔/✖, never a failing test):
 * - first-load JavaScript (gzip, from the build's manifest: tests/bench/bundle-size.ts) ≤ 150 kB on lists and
 *   details, ≤ 120 kB on sign-in;
 * - render-blocking CSS (gzip): every `<link rel="stylesheet">` of the server's HTML outside `<noscript>` and outside
 *   what only JavaScript adds later, ≤ 15 kB on any page;
 * - the document itself (gzip) ≤ 20 kB for a 10-row list.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadSize } from "./bundle-size";

const root = path.resolve(import.meta.dirname, "../..");
const KB = 1024;

export interface WeighedPage {
  label: string;
  url: string;
  routeId: string;
  /** First-load JS budget in kB gzip, on lists, details and sign-in. */
  jsBudget?: number;
  /** Document budget in kB gzip, where the issue sets one. */
  htmlBudget?: number;
  signedIn: boolean;
}

export const WEIGHED_PAGES: WeighedPage[] = [
  { label: "sign-in", url: "/user/login", routeId: "routes/user+/login", jsBudget: 120, signedIn: false },
  { label: "SMS list (10 rows)", url: "/message/sms", routeId: "routes/_console+/message+/sms+/_layout", jsBudget: 150, htmlBudget: 20, signedIn: true },
  { label: "SMS record (detail)", url: "/message/sms/1", routeId: "routes/_console+/message+/sms+/$id", jsBudget: 150, signedIn: true },
  { label: "device list", url: "/device/list", routeId: "routes/_console+/device+/list+/_layout", jsBudget: 150, signedIn: true },
  { label: "device detail (overview)", url: "/device/1/overview", routeId: "routes/_console+/device+/$id+/overview", jsBudget: 150, signedIn: true },
  { label: "certificates", url: "/volunteer/certificate", routeId: "routes/_console+/volunteer+/certificate+/_layout", jsBudget: 150, signedIn: true },
  { label: "firmware", url: "/device/firmware", routeId: "routes/_console+/device+/firmware+/_layout", jsBudget: 150, signedIn: true },
  { label: "institutions", url: "/institution/list", routeId: "routes/_console+/institution+/list+/_layout", jsBudget: 150, signedIn: true },
  { label: "VIP card (detail)", url: "/vip/list/1", routeId: "routes/_console+/vip+/list+/$id", jsBudget: 150, signedIn: true },
  { label: "device map", url: "/device/map", routeId: "routes/_console+/device+/map+/_layout", signedIn: true },
  { label: "workplace", url: "/dashboard/workplace", routeId: "routes/_console+/dashboard+/workplace", signedIn: true },
  { label: "monitor", url: "/monitor", routeId: "routes/monitor", signedIn: true },
];

const CSS_BUDGET = 15;

/** The stylesheets a browser must load before it paints: `<link rel="stylesheet">` not inside `<noscript>`. */
export function renderBlockingStylesheets(html: string): string[] {
  const visible = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  const head = visible.slice(0, visible.indexOf("</head>") + 1 || undefined);
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\brel="stylesheet"/.test(tag) && !/\bmedia="print"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href));
}

function gzipKb(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length / KB;
}

const mark = (value: number, budget: number) => (value <= budget ? "✔" : "✖");

/** Fetches each page from a running console and prints its weight against the budgets. */
export async function reportPageWeight(base: string, cookie: string): Promise<void> {
  console.log(`\npage weight (gzip)                 first-load JS        render-blocking CSS   document`);
  for (const page of WEIGHED_PAGES) {
    const response = await fetch(`${base}${page.url}`, { headers: page.signedIn ? { Cookie: cookie } : {}, redirect: "manual" });
    const html = await response.text();
    const js = firstLoadSize(page.routeId).gzip / KB;
    const sheets = renderBlockingStylesheets(html);
    const css = sheets.reduce((sum, href) => sum + gzipKb(fs.readFileSync(path.join(root, "public", href))), 0);
    const doc = gzipKb(html);
    const status = response.status === 200 ? "" : `   (HTTP ${response.status}!)`;
    console.log(
      `${page.label.padEnd(34)} ${js.toFixed(1).padStart(6)} kB${page.jsBudget ? ` ≤ ${page.jsBudget} ${mark(js, page.jsBudget)}` : "        "}` +
        `   ${css.toFixed(1).padStart(5)} kB ≤ ${CSS_BUDGET} ${mark(css, CSS_BUDGET)} (${sheets.length})` +
        `   ${doc.toFixed(1).padStart(5)} kB${page.htmlBudget ? ` ≤ ${page.htmlBudget} ${mark(doc, page.htmlBudget)}` : ""}${status}`,
    );
  }
}
