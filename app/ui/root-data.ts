import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

export type RootData = Awaited<ReturnType<Awaited<ReturnType<typeof loader>>["json"]>>;

/**
 * The root loader's data (language, settings, branding) for any component. Its own module, not root.tsx: a route
 * importing root.tsx would share the root's modules with it, and esbuild would split them off into extra files.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root") as RootData | undefined;
}
