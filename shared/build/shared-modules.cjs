// Which modules of @storefront/shared are shared at run time: one copy per page, whichever app
// loads first provides it. Everything else in shared/ (contracts, form fields, the ticket QR…) is
// plain code that the app using it bundles, tree-shaken. Sharing those cost every remoteEntry.js a
// registration per module, and every use an extra request, for code that often only one remote
// runs. __tests__/shared-modules.test.ts keeps these lists honest.
const SHARED_MODULES = {
  // Page-wide state that remote code reaches: a store, a React context, a cache, the one i18next or
  // tRPC client, the site composed from the live descriptions (the route table, whose dashboard
  // sections the account remote lists), or a class that errors are checked against (instanceof).
  // State only the shell's own code reaches (its theme, colour mode, build watch, remote loader)
  // is not shared: one app, one copy, and no registration for every page to pay.
  stateful: [
    'api/api-errors',
    'api/react-query',
    'api/trpc-client',
    'api/trpc-react',
    'feature-flags/feature-flags',
    'i18n/i18n',
    'i18n/react',
    'routes/route-table',
    'routes/router',
    'session/session-store',
    'theme/component-styles',
    'toast/toast-store',
    'ui/remote-mount',
  ],
  // No state, but the shell loads them at start-up and the home page's remote code uses them too:
  // sharing lets that code reuse the shell's copy instead of shipping its own. A shared module
  // costs the shell and every remote's remoteEntry.js a registration, paid on every page, so a
  // small one that the first pages' remote code does not use (a button, the events helper) is
  // cheaper as a copy in the remote chunks that need it.
  loadedByTheShell: ['i18n/use-locale', 'ui/empty-state', 'ui/query-state', 'ui/skeleton'],
};

module.exports = { SHARED_MODULES };
