// The console's MantineProvider: Mantine's own, without the part that draws the theme's CSS variables (the console
// always switched it off: ThemeVariables draws them). Importing Mantine's provider evaluated that part's module,
// which works out the default theme's variables on import (~5 ms of a phone's start-up, issue 13).
// It draws no element either: it wraps the whole document, and the styles Mantine's drew first in <body> (its
// responsive classes, MantineClasses below) go in <head> with the theme's variables, where a <style> is valid HTML
// (issue 34).
import type { CSSVariablesResolver, MantineThemeOverride } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
// @ts-expect-error Mantine's package exports only its index (imported by path, as the other shims do).
import { MantineContext } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/Mantine.context.mjs";
// @ts-expect-error as above
import { MantineClasses as MantineClassesOfMantine } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/MantineClasses/MantineClasses.mjs";
// @ts-expect-error as above
import { MantineThemeProvider } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs";
// @ts-expect-error as above
import { useRespectReduceMotion } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/use-respect-reduce-motion/use-respect-reduce-motion.mjs";

/** Mantine's responsive classes (hiddenFrom, visibleFrom): a <style> for the document's <head>, inside MantineProvider. */
export const MantineClasses = MantineClassesOfMantine as () => JSX.Element;

const rootElement = () => document.documentElement;
/** The scheme is always light: nothing to change, clear or keep. */
const keepLight = () => {};

/**
 * The console's colours are always the light scheme (mantineHtmlProps writes it on <html>), so Mantine's colour-scheme
 * manager is left out: it read localStorage twice while the page hydrated (a page's first read of its storage is a
 * synchronous call to the browser process: 0.3–1.7 ms here, on the main thread) and listened for storage events of
 * a choice the console never offers.
 */
export function MantineProvider({ theme, children, cssVariablesResolver }: { theme?: MantineThemeOverride; children?: ReactNode; cssVariablesResolver?: CSSVariablesResolver }) {
  useRespectReduceMotion({ respectReducedMotion: theme?.respectReducedMotion || false, getRootElement: rootElement });
  const context = useMemo(
    () => ({
      colorScheme: "light",
      setColorScheme: keepLight,
      clearColorScheme: keepLight,
      getRootElement: rootElement,
      classNamesPrefix: "mantine",
      cssVariablesResolver,
      cssVariablesSelector: ":root",
      withStaticClasses: true,
    }),
    [cssVariablesResolver],
  );
  return (
    <MantineContext.Provider value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext.Provider>
  );
}
