// One Mantine export per file, imported from its own module (app/ui/mantine/README in README "Decisions").
// @ts-expect-error Mantine's package exports only its index; this file's types come from that index.
import { PasswordInput as exported } from "../../../node_modules/@mantine/core/esm/components/PasswordInput/PasswordInput.mjs";

export const PasswordInput: typeof import("@mantine/core").PasswordInput = exported;
