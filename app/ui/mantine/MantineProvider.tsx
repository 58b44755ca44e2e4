// The console's MantineProvider: Mantine's own, without the part that draws the theme's CSS variables (the console
// always switched it off: ThemeVariables draws them). Importing Mantine's provider evaluated that part's module,
// which works out the default theme's variables on import (~5 ms of a phone's start-up, issue 13).
// It draws no element either: it wraps the whole document, and the styles Mantine's drew first in <body> (its
// responsive classes, MantineClasses below) go in <head> with the theme's variables, where a <style> is valid HTML
// (issue 34).
import type { CSSVariablesResolver, MantineColorScheme, MantineThemeOverride } from "@mantine/core";
import type { ReactNode } from "react";
// @ts-expect-error Mantine's package exports only its index (imported by path, as the other shims do).
import { localStorageColorSchemeManager } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/color-scheme-managers/local-storage-manager.mjs";
// @ts-expect-error as above
import { MantineContext } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/Mantine.context.mjs";
// @ts-expect-error as above
import { MantineClasses as MantineClassesOfMantine } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/MantineClasses/MantineClasses.mjs";
// @ts-expect-error as above
import { MantineThemeProvider } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs";
// @ts-expect-error as above
import { useProviderColorScheme } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/use-mantine-color-scheme/use-provider-color-scheme.mjs";
// @ts-expect-error as above
import { useRespectReduceMotion } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/use-respect-reduce-motion/use-respect-reduce-motion.mjs";

/** Mantine's responsive classes (hiddenFrom, visibleFrom): a <style> for the document's <head>, inside MantineProvider. */
export const MantineClasses = MantineClassesOfMantine as () => JSX.Element;

const colorSchemeManager = localStorageColorSchemeManager();
const rootElement = () => document.documentElement;

export function MantineProvider({
  theme,
  children,
  forceColorScheme,
  cssVariablesResolver,
}: {
  theme?: MantineThemeOverride;
  children?: ReactNode;
  forceColorScheme?: "light" | "dark";
  cssVariablesResolver?: CSSVariablesResolver;
}) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: "light" satisfies MantineColorScheme,
    forceColorScheme,
    manager: colorSchemeManager,
    getRootElement: rootElement,
  }) as { colorScheme: MantineColorScheme; setColorScheme: (scheme: MantineColorScheme) => void; clearColorScheme: () => void };
  useRespectReduceMotion({ respectReducedMotion: theme?.respectReducedMotion || false, getRootElement: rootElement });
  return (
    <MantineContext.Provider
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement: rootElement,
        classNamesPrefix: "mantine",
        cssVariablesResolver,
        cssVariablesSelector: ":root",
        withStaticClasses: true,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext.Provider>
  );
}
