// Which modules of @storefront/shared are shared at run time: one copy per page, whichever app
// loads first provides it. Everything else in shared/ (contracts, form fields, the ticket QR…) is
// plain code that the app using it bundles, tree-shaken. Sharing those cost every remoteEntry.js a
// registration per module, and every use an extra request, for code that often only one remote
// runs. __tests__/shared-modules.test.ts keeps these lists honest.
const SHARED_MODULES = {
  // Page-wide state: a store, a React context, a cache, the one i18next or tRPC client, or a class
  // that errors are checked against (instanceof).
  stateful: [
    'api/api-errors',
    'api/react-query',
    'api/trpc-client',
    'api/trpc-react',
    'color-mode/color-mode',
    'feature-flags/feature-flags',
    'federation/remote-loader',
    'i18n/i18n',
    'i18n/react',
    'routes/route-table',
    'routes/router',
    'session/session-store',
    'startup/build-watch',
    'startup/loading-overlay',
    'theme/component-styles',
    'theme/theme',
    'toast/toast-store',
    'ui/remote-mount',
  ],
  // No state, but the shell loads them at start-up and the remotes use them too: sharing lets the
  // remotes reuse the shell's copy instead of shipping their own.
  loadedByTheShell: [
    'events/events',
    'i18n/use-locale',
    'ui/button',
    'ui/empty-state',
    'ui/error-state',
    'ui/query-state',
    'ui/sign-in-link',
    'ui/skeleton',
  ],
};

module.exports = { SHARED_MODULES };
