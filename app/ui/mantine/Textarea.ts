// One Mantine export per file, imported from its own module (app/ui/mantine/README in README "Decisions").
// @ts-expect-error Mantine's package exports only its index; this file's types come from that index.
import { Textarea as exported } from "../../../node_modules/@mantine/core/esm/components/Textarea/Textarea.mjs";

export const Textarea: typeof import("@mantine/core").Textarea = exported;
