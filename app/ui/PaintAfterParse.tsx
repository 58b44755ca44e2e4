import { useNonce } from "./nonce";

export const PAINT_AFTER_PARSE_HREF = "/paint-after-parse.js";
export const PAINT_AFTER_PARSE_BODY = "/* Nothing to do: the page's first paint waited for this deferred script, which runs once the document is parsed. */\n";

/**
 * Holds the first paint until the document is parsed, when JavaScript runs (ADR 071). Chromium's parser yields after
 * ~10 ms; a longer page (a list of 20 devices with its filters and menu: ~1,400 elements) was then painted half
 * parsed, and the rest parsed and laid out again after the first paint, a task of 20–30 ms on the main thread while
 * the page's scripts start. A deferred script runs after the parse; marked render-blocking, the browser paints the
 * page once, whole. Without JavaScript the browser paints as the document arrives.
 */
export function PaintAfterParse() {
  const nonce = useNonce();
  // `blocking` is standard HTML (React 18's types do not list it yet): the spread passes it on as written.
  return <script defer src={PAINT_AFTER_PARSE_HREF} nonce={nonce} {...{ blocking: "render" }} />;
}
