/**
 * The router is built from the shared route table: each alias of each page renders the owning
 * remote's page inside the page's layout. Guards and validation run in loaders, before render.
 */
import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from '@storefront/shared/routes/router';
import { routeTable, validateRoute, type LayoutName, type RouteEntry } from '@storefront/shared/routes/route-table';
import { useSessionStore } from '@storefront/shared/session/session-store';
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

function RemotePage({ route }: { route: RouteEntry }) {
  return <RemoteMount team={route.remote} cacheKey={pageCacheKey(route)} load={() => loadPage(route)} pending={<PageSkeleton />} />;
}

function loaderFor(route: RouteEntry) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    if (!validateRoute(route, params)) {
      const { pathname, search } = new URL(request.url);
      throw data({ path: pathname + search }, { status: 404, statusText: 'Page Not Found' });
    }
    if (route.access) {
      await sessionChecked();
      const signedIn = useSessionStore.getState().isAuthenticated;
      if (route.access === 'signedIn' && !signedIn) throw redirect('/auth/login');
      if (route.access === 'guest' && signedIn) throw redirect('/');
    }
    return null;
  };
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
        loader: loaderFor(route),
        element: <RemotePage route={route} />,
      })),
    );
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <ErrorPage />,
    children: [
      ...(['default', 'auth', 'profile'] as const).map((layout) => ({
        element: layouts[layout](),
        children: [
          ...childrenOf(layout),
          ...(layout === 'default' ? [{ path: '*', element: <NotFoundPage /> }] : []),
        ],
      })),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
