import { Transform, type TransformCallback } from "node:stream";

/**
 * Remix's <Scripts> preloads every module of the page and imports the route modules statically, so the browser
 * fetches the page's JavaScript alongside its stylesheet and runs it (and React's hydration after it) as soon as
 * it has arrived: on a fast link or from the cache before the page is first painted; on a slow one the scripts
 * share the line with what the first paint needs. The page works without JavaScript (forms, links, lists), so it
 * is painted first: the document's modulepreload links are inert (`rel="modulepreload-after-paint"`) and Remix's
 * script, rewritten here, waits for the frame after the first paint (or half a second in a tab the browser does
 * not paint), turns the links back into modulepreloads (all fetches start at once, as before) and imports the same
 * modules. Issue 13: the first paint of a list no longer waits for its scripts (README Decision "Paint first").
 */
export const INERT_PRELOAD = "modulepreload-after-paint";
export const AFTER_FIRST_PAINT = [
  "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 500); });",
  `for (const link of document.querySelectorAll('link[rel="${INERT_PRELOAD}"]')) link.rel = "modulepreload";`,
].join("\n");

const STATIC_ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/gm;

/** Remix's route-modules script with its static imports made dynamic, after the first paint; anything else as is. */
export function importAfterFirstPaint(script: string): string {
  const routeImports = [...script.matchAll(STATIC_ROUTE_IMPORT)];
  if (routeImports.length === 0 || !script.includes("window.__remixRouteModules")) return script;
  const sideEffects = [...script.matchAll(SIDE_EFFECT_IMPORT)].map(([, url]) => `await import(${url});`);
  const names = routeImports.map(([, name]) => name).join(", ");
  const loads = routeImports.map(([, , url]) => `import(${url})`).join(", ");
  const rest = script.replace(STATIC_ROUTE_IMPORT, "").replace(SIDE_EFFECT_IMPORT, "").replace(/\n{2,}/g, "\n");
  return [
    AFTER_FIRST_PAINT,
    ...sideEffects,
    // Modules that cannot load (a lost link, a blocker) leave the server's page as it is: it works without them.
    `const routeModules = await Promise.all([${loads}]).catch(() => null);`,
    "if (routeModules) {",
    `const [${names}] = routeModules;`,
    rest.trim(),
    "}",
  ].join("\n");
}

function passOn(latin1: string, callback: TransformCallback) {
  callback(null, latin1 ? Buffer.from(latin1, "latin1") : undefined);
}

const PRELOAD_LINK = '<link rel="modulepreload"';
const INERT_PRELOAD_LINK = `<link rel="${INERT_PRELOAD}"`;
/** The document before Remix's script, with its modulepreload links made inert. */
const inertPreloads = (latin1: string) => latin1.replaceAll(PRELOAD_LINK, INERT_PRELOAD_LINK);

const OPEN_TAG = /<script\b[^>]*\btype="module"[^>]*>/;
const CLOSE_TAG = "</script>";

/**
 * The document stream with its modulepreload links inert and Remix's route-modules script rewritten by
 * importAfterFirstPaint. Bytes pass through as they come, except a tag cut at a chunk's end, or that script until its
 * end has come (it is the page's last element, a few kB); after it, everything passes untouched.
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
      if (open) {
        const contentStart = open.index + open[0].length;
        const close = text.indexOf(CLOSE_TAG, contentStart);
        if (close === -1) {
          held = text.slice(open.index);
          return passOn(inertPreloads(text.slice(0, open.index)), callback);
        }
        done = true;
        const script = Buffer.from(text.slice(contentStart, close), "latin1").toString("utf8");
        const before = inertPreloads(text.slice(0, contentStart));
        return callback(null, Buffer.concat([Buffer.from(before, "latin1"), Buffer.from(importAfterFirstPaint(script), "utf8"), Buffer.from(text.slice(close), "latin1")]));
      }
      // A tag cut at the chunk's end may be that script's: held until the next chunk.
      const lastTag = text.lastIndexOf("<");
      const cut = lastTag !== -1 && !text.includes(">", lastTag) ? lastTag : text.length;
      held = text.slice(cut);
      passOn(inertPreloads(text.slice(0, cut)), callback);
    },
    flush(callback: TransformCallback) {
      passOn(held, callback);
    },
  });
}
