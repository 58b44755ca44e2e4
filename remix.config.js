import { flatRoutes } from "remix-flat-routes";

/**
 * Classic Remix compiler (see README "Decisions"): it reads this file, builds in ~8 s and keeps
 * memory low on a 2-core machine. Routes are grouped in `+` folders that read like the menu
 * (remix-flat-routes, as the Epic Stack does): `_console+/device+/list+/_layout.tsx` is /device/list.
 * Tests and CSS files never become routes.
 */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Remix's own convention is switched off; flatRoutes reads the folders below.
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    flatRoutes("routes", defineRoutes, {
      ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.css"],
    }),
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [/^@mantine\/.*/, /^@tabler\/.*/, /^@conform-to\/.*/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
