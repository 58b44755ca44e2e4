// One Mantine export per file, imported from its own module (app/ui/mantine/README in README "Decisions").
// @ts-expect-error Mantine's package exports only its index; this file's types come from that index.
import { ActionIcon as exported } from "../../../node_modules/@mantine/core/esm/components/ActionIcon/ActionIcon.mjs";

export const ActionIcon: typeof import("@mantine/core").ActionIcon = exported;
