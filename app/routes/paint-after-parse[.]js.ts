import type { LoaderFunctionArgs } from "@remix-run/node";
import { fixedBodyResponse } from "~/lib/compressed-body.server";
import { PAINT_AFTER_PARSE_BODY } from "~/ui/PaintAfterParse";

/**
 * GET /paint-after-parse.js: the script that holds a page's first paint until its document is parsed
 * (app/ui/PaintAfterParse.tsx). It does nothing when it runs, so whichever version a browser keeps is right: cached
 * for good, a repeat view's first paint never waits on a request for it.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return fixedBodyResponse(request, PAINT_AFTER_PARSE_BODY, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" });
}
