import { json } from "@remix-run/node";
import { FORM_MEDIA_TYPES, formNamesProblem, mediaType } from "~/lib/form-names";

/** A 400 for a body no console form sends: never a 500, never parsed further. */
export function badRequest(detail: string): Response {
  return json({ message: "error.badRequest", detail: null, reason: detail }, { status: 400 });
}

/**
 * Every action's way to read its form: a body that is not a form (missing or foreign Content-Type, unreadable) and
 * field names beyond FORM_LIMITS answer 400 before conform builds values from the names.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = mediaType(request.headers.get("Content-Type"));
  if (!(FORM_MEDIA_TYPES as readonly string[]).includes(type)) throw badRequest(`unsupported content type ${type || "(none)"}`);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw badRequest("unreadable form body");
  }
  const problem = formNamesProblem(formData.keys());
  if (problem) throw badRequest(problem);
  return formData;
}
