import { Transform, type TransformCallback } from "node:stream";

/**
 * Remix's <Scripts> preloads every module of the page and imports the route modules statically, so the browser
 * fetches the page's JavaScript alongside its stylesheet and runs it (and React's hydration after it) as soon as
 * it has arrived: on a fast link or from the cache before the page is first painted; on a slow one the scripts
 * share the line with what the first paint needs. The page works without JavaScript (forms, links, lists), so it
 * is painted first: the document's modulepreload links are inert (`media="not all"`: a preload for no media is not
 * fetched, by the parser nor by the preload scanner) and Remix's script, rewritten here, waits until the first paint
 * has been shown (not in a hidden tab, which the browser does not paint), turns the links back into plain
 * modulepreloads (all fetches start at once, as before) and imports the same modules. Issue 13: the first paint of a
 * list no longer waits for its scripts (README Decision "Paint first"). Issue 34: only standard attributes (an
 * invented `rel` value made every page invalid HTML); the marker is a data- attribute.
 */
export const INERT_MARKER = "data-after-paint";
/** The preload links of merge-chunks' early groups (`_shared/early-N-<hash>.js`). */
export const EARLY_CHUNK_LINKS = 'link[rel="modulepreload"][href*="/_shared/early-"]';
export const INERT_PRELOAD_SELECTOR = `link[${INERT_MARKER}]`;
/**
 * Links turned back into modulepreloads per task: starting a preload costs from ~0.1 to ~15 ms on a loaded phone-like
 * CPU (measured at 4×), and ~30 of them in one task made one long task of up to ~140 ms.
 */
export const PRELOADS_PER_TASK = 4;
/**
 * How long a shown page waits at most for its paint timing entry before its scripts start anyway: only a browser that
 * lists paint timing and never reports it would wait so long (the page works without its scripts meanwhile). The
 * first frame is shown tens of ms after its work on the main thread, but a fresh browser on a busy two-core host once
 * showed it a second later (issue 35): a wait of half a second then started every script before the first paint.
 */
export const LONGEST_WAIT_FOR_PAINT_MS = 3000;
export const AFTER_FIRST_PAINT = [
  // Once the first frame is shown: its paint timing entry comes when the frame is presented, up to tens of ms after
  // the frame's work on the main thread that a requestAnimationFrame callback follows (fetches started in between
  // count, for Lighthouse, as work the first paint waited for). Without paint timing (a browser that would never
  // report the entry, or one without PerformanceObserver), after that frame's work. A hidden page (a background tab,
  // a prerender) paints nothing until it is shown: its scripts start at once, or as soon as it is hidden.
  "await new Promise((go) => {",
  "  const goWhenHidden = () => { if (document.visibilityState === \"hidden\") setTimeout(go); };",
  "  document.addEventListener(\"visibilitychange\", goWhenHidden);",
  "  goWhenHidden();",
  "  try {",
  "    if (!PerformanceObserver.supportedEntryTypes.includes(\"paint\")) throw new Error(\"no paint timing\");",
  "    new PerformanceObserver((entries, observer) => { observer.disconnect(); setTimeout(go); }).observe({ type: \"paint\", buffered: true });",
  "  } catch { requestAnimationFrame(() => setTimeout(go)); }",
  `  setTimeout(go, ${LONGEST_WAIT_FOR_PAINT_MS});`,
  "});",
  `for (const [index, link] of [...document.querySelectorAll("${INERT_PRELOAD_SELECTOR}")].entries()) {`,
  `  if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await new Promise((go) => setTimeout(go));`,
  // The element as React rendered it (hydration follows): only the attributes added here are taken away.
  `  link.removeAttribute("media");`,
  `  link.removeAttribute("${INERT_MARKER}");`,
  "}",
].join("\n");

const STATIC_ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/gm;

/**
 * Remix's context script is `window.__remixContext = {…json…};`: a ~30 kB object literal the browser evaluates
 * while it parses the page (tens of ms on a phone, after the first paint). Sent as a JSON data block instead, it
 * costs nothing while the page is parsed and is read with JSON.parse (faster than the literal) by the rewritten
 * route-modules script, before the entry that reads it. Any other form (deferred data) is left as it is.
 */
export const CONTEXT_ELEMENT_ID = "remix-context";
const CONTEXT_SCRIPT = /^<script\b([^>]*)>window\.__remixContext = (\{[\s\S]*\});<\/script>$/;
export const READ_CONTEXT = `window.__remixContext = JSON.parse(document.getElementById("${CONTEXT_ELEMENT_ID}").textContent);`;

/** The context script as a JSON data block, or null when it is not the plain form (then it stays as it is). */
export function contextAsData(scriptElement: string): string | null {
  const match = CONTEXT_SCRIPT.exec(scriptElement);
  // The plain form holds one JSON value (Remix escapes "<" in it); deferred data adds calls to __remixContext.
  if (!match || match[2]!.includes("__remixContext")) return null;
  // Its attributes (the nonce) stay: the page's CSP gives every script element one.
  return `<script${match[1]} type="application/json" id="${CONTEXT_ELEMENT_ID}">${match[2]}</script>`;
}

/**
 * Remix's <ScrollRestoration> script runs while the page is parsed: it gives a new history entry a key
 * (history.replaceState) and looks up a stored scroll position for the entry (sessionStorage): two calls into the
 * browser process, ~5–25 ms on this machine's Chromium at full speed, for nothing on a fresh visit (a new entry has
 * no stored position). Rewritten: while parsing it only restores an entry that has a key (a reload, back or
 * forward); the new entry's key is given by the route-modules script before the entry module (React Router reads
 * it when it starts). Any other form of the script is left as it is.
 */
const REMIX_SCROLL_SCRIPT = /^<script\b([^>]*)>\(\(STORAGE_KEY, restoreKey\) => \{([\s\S]*)\}\)(\("[^"<]*", (?:null|"[^"<]*")\))<\/script>$/;
export const RESTORE_SCROLL = `((STORAGE_KEY, restoreKey) => {
  const key = window.history.state && window.history.state.key;
  if (!key) return;
  try {
    const storedY = JSON.parse(sessionStorage.getItem(STORAGE_KEY) || "{}")[restoreKey || key];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(STORAGE_KEY);
  }
})`;
export const KEY_HISTORY_ENTRY = `if (!window.history.state || !window.history.state.key) window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");`;

/** The scroll-restoration script restoring only entries with a key, or null when it is not Remix's (it stays). */
export function lighterScrollScript(scriptElement: string): string | null {
  const match = REMIX_SCROLL_SCRIPT.exec(scriptElement);
  // What Remix 2's script does, checked: a key for a new entry, then the stored position of the entry.
  if (!match || !match[2]!.includes("window.history.replaceState") || !match[2]!.includes("sessionStorage.getItem(STORAGE_KEY)")) return null;
  return `<script${match[1]}>${RESTORE_SCROLL}${match[3]}</script>`;
}

/**
 * Remix's route-modules script with its static imports made dynamic, after the first paint; anything else as is.
 * Before the entry runs, with `readContext` it reads the context from its data block (contextAsData), with
 * `keyEntry` it gives a new history entry its key (lighterScrollScript).
 */
export function importAfterFirstPaint(script: string, { readContext = false, keyEntry = false } = {}): string {
  const routeImports = [...script.matchAll(STATIC_ROUTE_IMPORT)];
  if (routeImports.length === 0 || !script.includes("window.__remixRouteModules")) return script;
  const sideEffects = [...script.matchAll(SIDE_EFFECT_IMPORT)].map(([, url]) => `await import(${url});`);
  const names = routeImports.map(([, name]) => name).join(", ");
  const urls = routeImports.map(([, , url]) => url).join(", ");
  const rest = script.replace(STATIC_ROUTE_IMPORT, "").replace(SIDE_EFFECT_IMPORT, "").replace(/\n{2,}/g, "\n");
  return [
    AFTER_FIRST_PAINT,
    ...sideEffects,
    // One route module at a time, each in a task of its own (the modules it needs are evaluated with it): one long
    // task of evaluating the whole page's JavaScript becomes a few short ones, and the page answers input between them.
    // The links above have started every fetch at once, so only the evaluation is spread out.
    // Modules that cannot load (a lost link, a blocker) leave the server's page as it is: it works without them.
    `const routeModules = await (async () => {`,
    // First the large chunks every page loads (merge-chunks' early groups, named in the order they import one another).
    `  for (const link of [...document.querySelectorAll(${JSON.stringify(EARLY_CHUNK_LINKS)})].sort((a, b) => (a.href < b.href ? -1 : 1))) {`,
    `    await import(link.href);`,
    `    await new Promise((go) => setTimeout(go));`,
    `  }`,
    `  const modules = [];`,
    `  for (const url of [${urls}]) {`,
    `    modules.push(await import(url));`,
    `    await new Promise((go) => setTimeout(go));`,
    `  }`,
    `  return modules;`,
    `})().catch(() => null);`,
    "if (routeModules) {",
    ...(readContext ? [READ_CONTEXT] : []),
    ...(keyEntry ? [KEY_HISTORY_ENTRY] : []),
    `const [${names}] = routeModules;`,
    rest.trim(),
    "}",
  ].join("\n");
}

function passOn(latin1: string, callback: TransformCallback) {
  callback(null, latin1 ? Buffer.from(latin1, "latin1") : undefined);
}

const PRELOAD_LINK = '<link rel="modulepreload"';
/** Inert, and no longer matching PRELOAD_LINK: a text made inert twice stays the same. */
export const INERT_PRELOAD_LINK = `<link media="not all" ${INERT_MARKER}="" rel="modulepreload"`;
/** The document before Remix's script, with its modulepreload links made inert. */
const inertPreloads = (latin1: string) => latin1.replaceAll(PRELOAD_LINK, INERT_PRELOAD_LINK);

const OPEN_TAG = /<script\b[^>]*\btype="module"[^>]*>/;
const CONTEXT_OPEN = /<script\b[^>]*>window\.__remixContext = /;
const SCROLL_OPEN = /<script\b[^>]*>\(\(STORAGE_KEY, restoreKey\) => \{/;
/** The first of Remix's scripts held and rewritten: the scroll restoration's, or else the context's. */
const FIRST_REWRITTEN = /<script\b[^>]*>(?:\(\(STORAGE_KEY, restoreKey\) => \{|window\.__remixContext = )/;
const SCRIPT_OPEN = "<script";
const CLOSE_TAG = "</script>";

/** Replaces the inline script that `open` finds in `html` by what `rewrite` makes of it (null: left as is). */
function rewriteInline(html: string, open: RegExp, rewrite: (element: string) => string | null): { html: string; rewritten: boolean } {
  const found = open.exec(html);
  if (!found) return { html, rewritten: false };
  const end = html.indexOf(CLOSE_TAG, found.index) + CLOSE_TAG.length;
  const replacement = rewrite(html.slice(found.index, end));
  if (replacement === null) return { html, rewritten: false };
  return { html: html.slice(0, found.index) + replacement + html.slice(end), rewritten: true };
}

/** The held end of the document, from Remix's first inline script to the end of its route-modules script, rewritten. */
function rewriteScripts(text: string, moduleOpen: RegExpExecArray, close: number): Buffer {
  const contentStart = moduleOpen.index + moduleOpen[0].length;
  const script = Buffer.from(text.slice(contentStart, close), "latin1").toString("utf8");
  const scroll = rewriteInline(text.slice(0, moduleOpen.index), SCROLL_OPEN, lighterScrollScript);
  const context = rewriteInline(scroll.html, CONTEXT_OPEN, contextAsData);
  return Buffer.concat([
    Buffer.from(inertPreloads(context.html) + moduleOpen[0], "latin1"),
    Buffer.from(importAfterFirstPaint(script, { readContext: context.rewritten, keyEntry: scroll.rewritten }), "utf8"),
    Buffer.from(text.slice(close), "latin1"),
  ]);
}

/**
 * The document stream with its modulepreload links inert, Remix's scroll-restoration script lighter
 * (lighterScrollScript), its context script a JSON data block (contextAsData) and its route-modules script rewritten
 * by importAfterFirstPaint. Bytes pass through as they come, except a tag cut
 * at a chunk's end, or an inline script until its end has come, or those two scripts until both have come (they are
 * the page's last elements, ~30 kB); after them, everything passes untouched.
 */
export function createPaintFirstStream(): Transform {
  let held = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      // latin1 keeps one character per byte, so a multi-byte character cut between chunks goes out as it came.
      const text = held + chunk.toString("latin1");
      held = "";
      const open = OPEN_TAG.exec(text);
      const close = open ? text.indexOf(CLOSE_TAG, open.index + open[0].length) : -1;
      const first = FIRST_REWRITTEN.exec(text);
      if (open && close !== -1) {
        done = true;
        const from = first && first.index < open.index ? first.index : open.index;
        callback(null, Buffer.concat([Buffer.from(inertPreloads(text.slice(0, from)), "latin1"), rewriteScripts(text.slice(from), OPEN_TAG.exec(text.slice(from))!, close - from)]));
        return;
      }
      // Held: from the context script (until the route-modules script has come whole), an inline script not yet
      // closed (it may be either), or a tag cut at the chunk's end.
      const lastScript = text.lastIndexOf(SCRIPT_OPEN);
      const unclosedScript = lastScript !== -1 && text.indexOf(CLOSE_TAG, lastScript) === -1 ? lastScript : -1;
      const lastTag = text.lastIndexOf("<");
      const cutTag = lastTag !== -1 && !text.includes(">", lastTag) ? lastTag : -1;
      const cut = [first?.index ?? -1, open?.index ?? -1, unclosedScript, cutTag].filter((index) => index !== -1);
      const from = cut.length ? Math.min(...cut) : text.length;
      held = text.slice(from);
      passOn(inertPreloads(text.slice(0, from)), callback);
    },
    flush(callback: TransformCallback) {
      passOn(held, callback);
    },
  });
}
