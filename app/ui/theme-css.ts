// The theme's CSS variables as Mantine's MantineCssVariables writes them (":root", defaults left out). Its own module:
// Mantine's remove-default-variables works out the default theme's variables when it is first imported (~5 ms of a
// phone's start-up, issue 13), so the browser imports it only for a theme the server did not draw (ThemeVariables).
import type { CSSVariablesResolver, MantineTheme } from "@mantine/core";
// @ts-expect-error Mantine's package exports only its index (imported by path, as app/ui/mantine does).
import { convertCssVariables } from "../../node_modules/@mantine/core/esm/core/MantineProvider/convert-css-variables/convert-css-variables.mjs";
// @ts-expect-error as above
import { getMergedVariables } from "../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/get-merged-variables.mjs";
// @ts-expect-error as above
import { removeDefaultVariables } from "../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs";

type Variables = { variables: Record<string, string>; light: Record<string, string>; dark: Record<string, string> };

export function themeCss(merged: MantineTheme, generator: CSSVariablesResolver | undefined): string {
  const variables = removeDefaultVariables(getMergedVariables({ theme: merged, generator })) as Variables;
  return convertCssVariables(variables, ":root") as string;
}
