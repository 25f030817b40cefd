/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [],
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    // Not yet: single fetch changes how every loader's data travels (turbo-stream, headers,
    // revalidation), a migration of its own. Set explicitly so the build stops warning about it.
    v3_singleFetch: false,
  },
};
