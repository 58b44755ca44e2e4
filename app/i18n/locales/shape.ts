/** The en-US side of a translation tree: the same keys as the zh-CN source, every leaf a string. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/**
 * One area's texts in both languages, side by side in app/i18n/locales/areas/<area>.ts, so an area's
 * screens can grow without every change touching the two big catalogue files. zh-CN.ts and en-US.ts
 * spread `area.zh` / `area.en` into their trees; a key missing from `en` fails the type check.
 */
export function defineArea<Zh extends Record<string, unknown>>(zh: Zh, en: Shape<Zh>): { zh: Zh; en: Shape<Zh> } {
  return { zh, en };
}
