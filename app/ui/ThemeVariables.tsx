// The theme's CSS variables, as Mantine's MantineCssVariables writes them (":root", defaults left out), worked out
// once per theme instead of on every page (issue 13: merging and converting them was ~5% of a page's render).
// Used with <MantineProvider withCssVariables={false}>; the browser renders the same element, so hydration matches.
import type { CSSVariablesResolver, MantineThemeOverride } from "@mantine/core";
// @ts-expect-error Mantine's package exports only its index (imported by path, as app/ui/mantine does).
import { convertCssVariables } from "../../node_modules/@mantine/core/esm/core/MantineProvider/convert-css-variables/convert-css-variables.mjs";
// @ts-expect-error as above
import { useMantineCssVariablesResolver, useMantineStyleNonce } from "../../node_modules/@mantine/core/esm/core/MantineProvider/Mantine.context.mjs";
// @ts-expect-error as above
import { getMergedVariables } from "../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/get-merged-variables.mjs";
// @ts-expect-error as above
import { removeDefaultVariables } from "../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs";
// @ts-expect-error as above
import { useMantineTheme } from "../../node_modules/@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs";

type Variables = { variables: Record<string, string>; light: Record<string, string>; dark: Record<string, string> };

/** By the theme given to MantineProvider (kept per colour by the root) and the resolver: the same input, the same CSS. */
const cssOf = new WeakMap<MantineThemeOverride, WeakMap<CSSVariablesResolver, string>>();
const NO_RESOLVER: CSSVariablesResolver = () => ({ variables: {}, light: {}, dark: {} });

/**
 * In the browser, what the server drew for the page's theme: hydration renders the same theme, so it takes this text
 * instead of working the variables out again (~7 ms of a phone's hydration, issue 13). A later theme is worked out.
 */
let drawnByServer: string | null =
  typeof document === "undefined" ? null : (document.querySelector('style[data-mantine-styles="true"]')?.textContent ?? null);

export function ThemeVariables({ theme }: { theme: MantineThemeOverride }) {
  const merged = useMantineTheme();
  const generator = (useMantineCssVariablesResolver() as CSSVariablesResolver | undefined) ?? NO_RESOLVER;
  const nonce = useMantineStyleNonce() as (() => string) | undefined;
  let byResolver = cssOf.get(theme);
  if (!byResolver) cssOf.set(theme, (byResolver = new WeakMap()));
  let css = byResolver.get(generator);
  if (css === undefined && drawnByServer !== null) {
    css = drawnByServer;
    drawnByServer = null;
    byResolver.set(generator, css);
  }
  if (css === undefined) {
    const variables = removeDefaultVariables(getMergedVariables({ theme: merged, generator: generator === NO_RESOLVER ? undefined : generator })) as Variables;
    css = convertCssVariables(variables, ":root") as string;
    byResolver.set(generator, css);
  }
  return css ? <style data-mantine-styles nonce={nonce?.()} dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
