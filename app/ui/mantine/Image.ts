// One Mantine export per file, imported from its own module (app/ui/mantine/README in README "Decisions").
// @ts-expect-error Mantine's package exports only its index; this file's types come from that index.
import { Image as exported } from "../../../node_modules/@mantine/core/esm/components/Image/Image.mjs";

export const Image: typeof import("@mantine/core").Image = exported;
