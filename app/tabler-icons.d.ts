/**
 * Tabler icons imported one module per icon (`@tabler/icons-react/dist/esm/icons/IconX.mjs`), never from the
 * package's index: esbuild's code splitting gives every page that reaches the index every icon used anywhere
 * (mantine-react-table's ~35 included), as with Mantine (docs/decisions/019). The per-icon modules ship no types.
 */
declare module "@tabler/icons-react/dist/esm/icons/*.mjs" {
  const icon: import("@tabler/icons-react").Icon;
  export default icon;
}
