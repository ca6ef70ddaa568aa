/**
 * The router is built from the site the live remotes describe (shared/src/routes/route-table.ts):
 * each address of each page renders the owning remote's page inside the page's layout; the 404
 * and error pages are the shell's own. Before a page renders, its route's rules apply: a
 * detail path failing validation is the fatal 404 (without the layout), and a guarded page sends
 * the wrong reader elsewhere. Before those, a route rule of the address redirects it.
 */
import { Suspense, use, useMemo } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from '@storefront/shared/routes/router';
import { currentSite, pathServing, pathsOf, validateRoute, type LayoutName, type Locale, type PublishedPage, type Site } from '@storefront/shared/routes/route-table';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { ErrorBoundary } from '@storefront/shared/ui/error-boundary';
import { RemoteMount } from '@storefront/shared/ui/remote-mount';
import { PageSkeleton } from '../layouts/page-skeleton';
import { layouts } from '../layouts/page-layouts';
import { NotFoundPage } from '../pages/not-found-page';
import { ErrorPage } from '../pages/error-page';
import { RootRoute } from './root-route';
import { loadPage, pageCacheKey } from './remotes';
import { sessionChecked } from './session-check';
import { routeRuleAt } from './route-rules';
import type { RouteRuleAnswer } from '@storefront/shared/routes/route-rule-match';

/** Each page's route carries the page's description, for the rules above. */
interface PageHandle {
  page: PublishedPage;
}

function RemotePage({ route }: { route: PublishedPage }) {
  return <RemoteMount team={route.remote} cacheKey={pageCacheKey(route)} load={() => loadPage(route)} pending={<PageSkeleton />} />;
}

function childrenOf(site: Site, layout: LayoutName): RouteObject[] {
  return site.pages
    .filter((route) => route.layout === layout)
    .flatMap((route) =>
      pathsOf(route).map((path) => ({
        // Profile pages own their sub-paths (/dashboard/orders, /dashboard/check-in …).
        path: layout === 'profile' ? `${path}/*` : path,
        handle: { page: route } satisfies PageHandle,
        element: <RemotePage route={route} />,
      })),
    );
}

export function siteRoutes(site: Site): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      children: (['default', 'auth', 'profile'] as const).map((layout) => ({
        element: layouts[layout](),
        children: [...childrenOf(site, layout), ...(layout === 'default' ? [{ path: '*', element: <NotFoundPage /> }] : [])],
      })),
    },
  ];
}

function accessRedirect(access: PublishedPage['access'] | undefined, locale: Locale): string | undefined {
  const signedIn = useSessionStore.getState().isAuthenticated;
  // The server checks staff roles on every call; here a staff page only needs someone signed in.
  if ((access === 'signedIn' || access === 'staff') && !signedIn) return pathServing('signIn', locale);
  if (access === 'guest' && signedIn) return '/';
  return undefined;
}

function GuardedRoutes() {
  const location = useLocation();
  // The site is set once at start (start-up.ts), before the first render.
  const routes = useMemo(() => siteRoutes(currentSite()), []);
  const element = useRoutes(routes);
  const match = matchRoutes(routes, location)?.at(-1);
  const page = (match?.route.handle as PageHandle | undefined)?.page;
  // A guarded page waits (suspends) until the stored sign-in has been checked.
  const guarded = page !== undefined && page.access !== 'public';
  if (guarded) use(sessionChecked());
  // Decided once per visit of a location, as a loader would: signing in on the sign-in page must
  // not send the reader to `/` before the form's own navigation has happened.
  const [locale] = useLocale();
  const redirectTo = useMemo(() => accessRedirect(page?.access, locale), [location.key]);
  // A route rule (spec §7) goes first, as the server answers it before any page: an internal one
  // is followed in place, an external one leaves the site. The first location ('default') was
  // the server's to answer; a later one waits for the rules' matcher if it is not here yet.
  const found = location.key === 'default' ? undefined : routeRuleAt(location.pathname, location.search);
  // Once the matcher is here, the same question has its answer.
  const rule = found instanceof Promise ? (use(found), routeRuleAt(location.pathname, location.search) as RouteRuleAnswer | undefined) : found;
  if (rule?.external) {
    // The browser loads the other site in place of this address: nothing of this render is kept,
    // and a second render asking for the same address changes nothing.
    window.location.replace(rule.location);
    return null;
  }
  if (rule) return <Navigate to={rule.location} replace />;

  if (page && match && !validateRoute(page, match.params)) return <ErrorPage notFoundPath={location.pathname + location.search} />;
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  return (
    <ErrorBoundary name="page" resetKey={location.key} fallback={() => <ErrorPage />}>
      {element}
    </ErrorBoundary>
  );
}

/** The pages of the site, inside a router (BrowserRouter in the site, MemoryRouter in tests). */
export function ShellRoutes() {
  return (
    <Suspense fallback={null}>
      <GuardedRoutes />
    </Suspense>
  );
}
