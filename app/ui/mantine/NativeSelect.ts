// One Mantine export per file, imported from its own module (app/ui/mantine/README in README "Decisions").
// @ts-expect-error Mantine's package exports only its index; this file's types come from that index.
import { NativeSelect as exported } from "../../../node_modules/@mantine/core/esm/components/NativeSelect/NativeSelect.mjs";

export const NativeSelect: typeof import("@mantine/core").NativeSelect = exported;
