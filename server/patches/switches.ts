/**
 * The patches of third-party output (docs/patches.md), each one named here and each one able to be turned off:
 * `CONSOLE_PATCHES_OFF=paint-first,route-matching` runs the console with Remix's and React Router's own behaviour
 * for those two (to rule a patch out when something looks wrong, or after an upgrade its check refuses).
 * Build-time ones (merge-chunks, interop-cache) read it at `npm run build`, prune-mantine at `npm ci` (it reads the same variable).
 */
export const PATCHES = ["paint-first", "strip-nul", "route-matching", "merge-chunks", "interop-cache", "prune-mantine"] as const;
export type PatchName = (typeof PATCHES)[number];

export function patchIsOn(name: PatchName, env: Record<string, string | undefined> = process.env): boolean {
  const off = (env.CONSOLE_PATCHES_OFF ?? "").split(",").map((part) => part.trim());
  return !off.includes(name) && !off.includes("all");
}
