/**
 * Classic Remix compiler (see README "Decisions"): it reads this file, builds in ~8 s and keeps
 * memory low on a 2-core machine. Tests and CSS files never become routes.
 */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.css"],
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
