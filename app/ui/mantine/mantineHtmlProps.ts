// One Mantine export per file, imported from its own module (app/ui/mantine/README in README "Decisions").
// @ts-expect-error Mantine's package exports only its index; this file's types come from that index.
import { mantineHtmlProps as exported } from "../../../node_modules/@mantine/core/esm/core/MantineProvider/mantine-html-props.mjs";

export const mantineHtmlProps: typeof import("@mantine/core").mantineHtmlProps = exported;
