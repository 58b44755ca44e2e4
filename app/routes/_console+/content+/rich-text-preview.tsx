import { json, type ActionFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/auth/user.server";
import { readFormData } from "~/engine/form-data.server";
import { sanitizeRichText } from "~/lib/rich-text";

/** Who writes formatted text: the news and course forms. */
const WRITERS = ["news.add", "news.edit", "course.add", "course.edit"] as const;

/**
 * The editor's preview (a resource route, no page): the text as the server's sanitiser keeps it, the same rules
 * the save and the detail apply, so the browser never carries a second copy of them.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requirePermission(request, WRITERS);
  const html = (await readFormData(request)).get("html");
  return json({ html: sanitizeRichText(typeof html === "string" ? html.slice(0, 20000) : "") });
}
