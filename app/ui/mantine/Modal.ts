// One Mantine export per file, imported from its own module (app/ui/mantine/README in README "Decisions").
// @ts-expect-error Mantine's package exports only its index; this file's types come from that index.
import { Modal as exported } from "../../../node_modules/@mantine/core/esm/components/Modal/Modal.mjs";

export const Modal: typeof import("@mantine/core").Modal = exported;
