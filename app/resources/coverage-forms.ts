/**
 * The rules of the coverage and what-if GET forms (server side: the pages themselves import ./coverage/ alone).
 * The what-if's call distance and receiver limit are the one-click help config form's own fields and ranges.
 */
import * as z from "zod/mini";
import { intIn } from "./schema-helpers";
import { helpConfigSchema } from "./solutions-forms";
import { PERIODS, RADIUS } from "./coverage";

const areaId = z.optional(z.string().check(z.regex(/^\d{1,12}$/, "coverage.unknownChoice")));
const days = z.optional(z.enum(PERIODS, { error: "coverage.unknownChoice" }));

export const coverageQuerySchema = z.object({
  cityId: areaId,
  regionId: areaId,
  radius: z.optional(intIn(RADIUS.min, RADIUS.max)),
  days,
});

export const whatIfQuerySchema = z.object({
  cityId: areaId,
  days,
  callDistance: z.optional(helpConfigSchema.shape.callDistance),
  receiverLimit: z.optional(helpConfigSchema.shape.receiverLimit),
});

/**
 * The form's values from the URL (every key of the schema, as typed) and, per field, the first error as an
 * encoded message (app/i18n/messages.ts). Empty values count as absent.
 */
export function readQuery<S extends z.ZodMiniObject>(schema: S, search: URLSearchParams): { values: Record<string, string>; errors: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const raw = search.get(key)?.trim();
    if (raw) values[key] = raw.slice(0, 40);
  }
  const errors: Record<string, string> = {};
  const parsed = z.safeParse(schema, values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors[field] ??= issue.message;
    }
  }
  return { values, errors };
}
