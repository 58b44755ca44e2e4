/**
 * The Mantine components (almost) every page draws, sign-in included, from one module (README "Decisions",
 * "Mantine one export per module"): Remix's compiler (esbuild) gives code used by different sets of pages a file
 * of its own, so components each imported from their own shim came as ~30 small files per page, each with its gzip
 * overhead (~7 kB on a list page). Imported from here, they and the Mantine internals only they use are reached by
 * the same pages and arrive as one file. Components a few screens or only dialogs use keep their own shim, so that
 * pages without them do not load them.
 */
export { Alert } from "./Alert";
export { Anchor } from "./Anchor";
export { Box } from "./Box";
export { Button } from "./Button";
export { Container } from "./Container";
export { Group } from "./Group";
export { Image } from "./Image";
export { NativeSelect } from "./NativeSelect";
export { Stack } from "./Stack";
export { Text } from "./Text";
export { TextInput } from "./TextInput";
export { Title } from "./Title";
