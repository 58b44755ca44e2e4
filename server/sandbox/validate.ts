// Small readers and checks for request fields, shared by the areas (same rules as spec §5).
import { badRequest, type FieldError } from "./http.js";

/** A string field, trimmed; undefined when absent, not a string, or blank. */
export function text(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** Field errors for a required / bounded text; returns the errors found (none when fine). */
export function checkText(
  field: string,
  value: string | undefined,
  rule: { required?: boolean; min?: number; max: number },
): FieldError[] {
  if (value === undefined) return rule.required ? [{ field, key: "field.required" }] : [];
  const length = [...value].length;
  if (rule.min !== undefined && length < rule.min) return [{ field, key: "field.lengthRange", params: { min: rule.min, max: rule.max } }];
  if (length > rule.max) return [{ field, key: "field.maxLength", params: { n: rule.max } }];
  return [];
}

/** Usernames (§5 "English letters and digits"): the console's register and user forms check the same rule. */
export const USERNAME = /^[A-Za-z0-9]{4,20}$/;
export const isPhone = (value: string) => /^1\d{10}$/.test(value);
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 100;

/** Spec §5: at least 8 characters with a digit, a letter and a symbol that is not a digit, letter or underscore. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /\d/.test(value) && /[A-Za-z]/.test(value) && /[^A-Za-z0-9_]/.test(value);
}

/** A non-empty array of positive integer ids, else 400 "select at least one row". */
export function idList(value: unknown): number[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest("ids.required");
  const ids = value.map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1)) throw badRequest("ids.required");
  return [...new Set(ids)];
}
