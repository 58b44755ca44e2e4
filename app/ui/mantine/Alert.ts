// One Mantine export per file, imported from its own module (app/ui/mantine/README in README "Decisions").
// @ts-expect-error Mantine's package exports only its index; this file's types come from that index.
import { Alert as exported } from "../../../node_modules/@mantine/core/esm/components/Alert/Alert.mjs";

export const Alert: typeof import("@mantine/core").Alert = exported;
