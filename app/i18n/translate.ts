/**
 * The console's translation function: a dotted key looked up in one language's strings, `{{name}}` filled from
 * the options, `defaultValue` (or the key) when the key is missing. The catalogues use nothing more of
 * i18next (no plurals, nesting or namespaces), and this costs a map lookup per call instead of i18next's
 * resolution chain, on the server for every string of every page and in the browser without its ~20 kB.
 */
export type TOptions = { defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;
export type Strings = Readonly<Record<string, unknown>>;

const flattened = new WeakMap<Strings, Map<string, string>>();

/** Every leaf of a strings tree by its dotted key (built once per tree). */
function leavesOf(strings: Strings): Map<string, string> {
  let leaves = flattened.get(strings);
  if (leaves) return leaves;
  leaves = new Map();
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string") leaves!.set(prefix + key, value);
      else if (value && typeof value === "object") walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(strings as Record<string, unknown>, "");
  flattened.set(strings, leaves);
  return leaves;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `{{name}}` replaced by the option of that name; a placeholder without a value is left as it is. */
export function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function createTranslator(strings: Strings): TFunction {
  const leaves = leavesOf(strings);
  return (key, options) => {
    const found = leaves.get(key);
    if (found !== undefined) return interpolate(found, options);
    const fallback = options?.defaultValue;
    return fallback === undefined ? key : interpolate(fallback, options);
  };
}
