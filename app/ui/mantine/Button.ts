// One Mantine export per file, imported from its own module (app/ui/mantine/README in README "Decisions").
// @ts-expect-error Mantine's package exports only its index; this file's types come from that index.
import { Button as exported } from "../../../node_modules/@mantine/core/esm/components/Button/Button.mjs";

export const Button: typeof import("@mantine/core").Button = exported;
