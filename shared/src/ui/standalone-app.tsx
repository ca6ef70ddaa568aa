/**
 * A remote's own dev page (`npm run dev -w mfe-<team>`): the team's pages under their real paths,
 * with the same providers as in the site and a plain index of its routes, without the shell.
 */
import { createRoot } from 'react-dom/client';
import '@storefront/shared/styles/global.css';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from '@storefront/shared/routes/router';
import type { RemoteRoutesModule, PageLoader } from '@storefront/shared/federation/remote-contract';
import { hideOverlay } from '@storefront/shared/startup/loading-overlay';
import { routeTable, type RemoteName } from '@storefront/shared/routes/route-table';
import { AppProviders } from '@storefront/shared/ui/app-providers';
import { RemoteMount } from '@storefront/shared/ui/remote-mount';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderStandalone<R extends RemoteName>(team: R, routes: RemoteRoutesModule<R>): void {
  hideOverlay();
  const owned = routeTable.filter((route) => route.remote === team);
  const pages: RouteObject[] = [
    {
      element: (
        <div data-standalone={team} style={{ maxWidth: '76rem', margin: '0 auto', padding: '1rem' }}>
          <nav aria-label={team}>
            {owned.map((route) => (
              <Link key={route.id} to={route.paths[0]!.replace(':slug', 'example')} style={{ marginRight: '1rem' }}>
                {route.id}
              </Link>
            ))}
          </nav>
          <Outlet />
        </div>
      ),
      children: owned.flatMap((route) =>
        route.paths.map((path) => ({
          path: route.layout === 'profile' ? `${path}/*` : path,
          element: (
            <RemoteMount
              team={team}
              cacheKey={`${team}/standalone#${route.id}`}
              load={async () => (await (routes.pages as Record<string, PageLoader>)[route.id]!()).default}
            />
          ),
        })),
      ),
    },
  ];
  const root = document.getElementById('root');
  if (!root) throw new Error('standalone.html has no #root element');
  createRoot(root).render(
    <AppProviders>
      <BrowserRouter>
        <StandaloneRoutes routes={pages} />
      </BrowserRouter>
    </AppProviders>,
  );
}
