// The theme's CSS variables, as Mantine's MantineCssVariables writes them (":root", defaults left out), worked out
// once per theme instead of on every page (issue 13: merging and converting them was ~5% of a page's render).
// Used with the console's MantineProvider (app/ui/mantine/MantineProvider.tsx), which draws no variables itself; the
// browser renders the same element, so hydration matches.
import type { CSSVariablesResolver, MantineTheme, MantineThemeOverride } from "@mantine/core";
import { useEffect, useState } from "react";
// @ts-expect-error Mantine's package exports only its index (imported by path, as app/ui/mantine does).
import { useMantineCssVariablesResolver, useMantineStyleNonce } from "../../node_modules/@mantine/core/esm/core/MantineProvider/Mantine.context.mjs";
// @ts-expect-error as above
import { useMantineTheme } from "../../node_modules/@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs";
import { themeCss as serverThemeCss } from "./theme-css.server";

type ThemeCss = typeof import("./theme-css").themeCss;

/** By the theme given to MantineProvider (kept per colour by the root) and the resolver: the same input, the same CSS. */
const cssOf = new WeakMap<MantineThemeOverride, WeakMap<CSSVariablesResolver, string>>();
const NO_RESOLVER: CSSVariablesResolver = () => ({ variables: {}, light: {}, dark: {} });

/**
 * In the browser, what the server drew for the page's theme: hydration renders the same theme, so it takes this text
 * instead of working the variables out again (~7 ms of a phone's hydration, issue 13). A later theme is worked out
 * by theme-css.ts, fetched then.
 */
let drawnByServer: string | null =
  typeof document === "undefined" ? null : (document.querySelector('style[data-mantine-styles="true"]')?.textContent ?? null);
/** theme-css.ts in the browser, once fetched (the server has it from the start). */
let browserThemeCss: ThemeCss | null = null;

export function ThemeVariables({ theme }: { theme: MantineThemeOverride }) {
  const merged = useMantineTheme() as MantineTheme;
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
  const compute = typeof document === "undefined" ? serverThemeCss : browserThemeCss;
  if (css === undefined && compute) {
    css = compute(merged, generator === NO_RESOLVER ? undefined : generator);
    byResolver.set(generator, css);
  }
  // A theme chosen in the browser before theme-css.ts is here: the last variables stay until it is.
  const [shown, setShown] = useState(css);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (css !== undefined) setShown(css);
    else
      void import("./theme-css").then((module) => {
        browserThemeCss = module.themeCss;
        setLoaded(true);
      });
  }, [css]);
  const drawn = css ?? shown;
  return drawn ? <style data-mantine-styles nonce={nonce?.()} dangerouslySetInnerHTML={{ __html: drawn }} /> : null;
}
