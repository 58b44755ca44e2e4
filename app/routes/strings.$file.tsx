import type { LoaderFunctionArgs } from "@remix-run/node";
import { stringsFiles } from "~/i18n/resources.server";
import { fixedBodyResponse } from "~/lib/compressed-body.server";
import { STRINGS_FILE } from "~/i18n/strings";

/**
 * `/strings/<lang>.<hash>.json`: one language's strings for the browser. The name changes with the content, so
 * a browser keeps it for good and a page never carries the catalogue. An old hash answers 404 (the page that
 * asked for it is then left as server-rendered HTML, and a reload gets the new one). Compressed once, not per request.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const [, lang, version] = STRINGS_FILE.exec(params.file ?? "") ?? [];
  const file = lang ? stringsFiles[lang as keyof typeof stringsFiles] : undefined;
  if (!file || file.version !== version) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return fixedBodyResponse(request, file.json, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" });
}
