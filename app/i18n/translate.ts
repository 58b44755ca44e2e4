/**
 * The console's translation function: a dotted key looked up in one language's strings, `{{name}}` filled from
 * the options, `defaultValue` (or the key) when the key is missing. The catalogues use nothing more of
 * i18next (no plurals, nesting or namespaces), and this costs a map lookup per call instead of i18next's
 * resolution chain, on the server for every string of every page and in the browser without its ~20 kB.
 */
export type TOptions = { defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;
export type Strings = Readonly<Record<string, unknown>>;

const looked = new WeakMap<Strings, Map<string, string>>();

/**
 * The leaf at a dotted key, remembered per strings tree. Looked up key by key rather than flattening the whole tree
 * first: in the browser that took ~4 ms of the hydration task (at 1× CPU) for 2,249 strings a page uses a few dozen of.
 */
function leafAt(strings: Strings, key: string): string | undefined {
  let known = looked.get(strings);
  if (!known) looked.set(strings, (known = new Map()));
  const remembered = known.get(key);
  if (remembered !== undefined) return remembered;
  let node: unknown = strings;
  for (const segment of key.split(".")) {
    node = node && typeof node === "object" && Object.hasOwn(node, segment) ? (node as Record<string, unknown>)[segment] : undefined;
  }
  if (typeof node !== "string") return undefined;
  // Only found keys are remembered: bounded by the catalogue, whatever text (an upstream error) comes as a key.
  known.set(key, node);
  return node;
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
  return (key, options) => {
    const found = leafAt(strings, key);
    if (found !== undefined) return interpolate(found, options);
    const fallback = options?.defaultValue;
    return fallback === undefined ? key : interpolate(fallback, options);
  };
}
