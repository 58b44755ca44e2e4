// One Mantine export per file, imported from its own module (app/ui/mantine/README in README "Decisions").
// @ts-expect-error Mantine's package exports only its index; this file's types come from that index.
import { Container as exported } from "../../../node_modules/@mantine/core/esm/components/Container/Container.mjs";

export const Container: typeof import("@mantine/core").Container = exported;
