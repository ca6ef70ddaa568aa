/**
 * The router is built from the shared route table: each alias of each page renders the owning
 * remote's page inside the page's layout. Before a page renders, its route's rules apply: a
 * detail path failing validation is the fatal 404 (without the layout), and a guarded page sends
 * the wrong reader elsewhere.
 */
import { Suspense, use, useMemo } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from '@storefront/shared/routes/router';
import { routeTable, validateRoute, type LayoutName, type RouteEntry } from '@storefront/shared/routes/route-table';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { ErrorBoundary } from '@storefront/shared/ui/error-boundary';
import { RemoteMount } from '@storefront/shared/ui/remote-mount';
import { PageSkeleton } from '../layouts/page-skeleton';
import { DefaultLayout } from '../layouts/default-layout';
import { AuthLayout } from '../layouts/auth-layout';
import { ProfileLayout } from '../layouts/profile-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { ErrorPage } from '../pages/error-page';
import { RootRoute } from './root-route';
import { loadPage, pageCacheKey } from './remotes';
import { sessionChecked } from './start-up';

/** Each page's route carries its entry of the route table, for the rules above. */
interface PageHandle {
  page: RouteEntry;
}

function RemotePage({ route }: { route: RouteEntry }) {
  return <RemoteMount team={route.remote} cacheKey={pageCacheKey(route)} load={() => loadPage(route)} pending={<PageSkeleton />} />;
}

const layouts: Record<LayoutName, () => React.ReactElement> = {
  default: () => <DefaultLayout />,
  auth: () => <AuthLayout />,
  profile: () => <ProfileLayout />,
};

function childrenOf(layout: LayoutName): RouteObject[] {
  return routeTable
    .filter((route) => route.layout === layout)
    .flatMap((route) =>
      route.paths.map((path) => ({
        // Profile pages own their sub-paths (/dashboard/orders, /dashboard/check-in …).
        path: layout === 'profile' ? `${path}/*` : path,
        handle: { page: route } satisfies PageHandle,
        element: <RemotePage route={route} />,
      })),
    );
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: (['default', 'auth', 'profile'] as const).map((layout) => ({
      element: layouts[layout](),
      children: [...childrenOf(layout), ...(layout === 'default' ? [{ path: '*', element: <NotFoundPage /> }] : [])],
    })),
  },
];

function accessRedirect(access: RouteEntry['access']): string | undefined {
  const signedIn = useSessionStore.getState().isAuthenticated;
  if (access === 'signedIn' && !signedIn) return '/auth/login';
  if (access === 'guest' && signedIn) return '/';
  return undefined;
}

function GuardedRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  const match = matchRoutes(routes, location)?.at(-1);
  const page = (match?.route.handle as PageHandle | undefined)?.page;
  // A guarded page waits (suspends) until the stored sign-in has been checked.
  if (page?.access) use(sessionChecked());
  // Decided once per visit of a location, as a loader would: signing in on the sign-in page must
  // not send the reader to `/` before the form's own navigation has happened.
  const redirectTo = useMemo(() => accessRedirect(page?.access), [location.key]);

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
