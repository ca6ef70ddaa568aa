/**
 * A remote's own dev page (`npm run dev -w mfe-<team>`): the team's pages under their real paths,
 * with the same providers as in the site and a plain index of its routes, without the shell.
 */
import { createRoot } from 'react-dom/client';
import '@storefront/shared/styles/global.css';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from '@storefront/shared/routes/router';
import type { RemoteRoutesModule } from '@storefront/shared/federation/remote-contract';
import { describeRemote } from '@storefront/shared/federation/publish-description';
import type { RemoteDefinition } from '@storefront/shared/federation/remote-description';
import { hideOverlay } from '@storefront/shared/startup/loading-overlay';
import { composeSite, pathsOf, setSite } from '@storefront/shared/routes/route-table';
import { AppProviders } from '@storefront/shared/ui/app-providers';
import { RemoteMount } from '@storefront/shared/ui/remote-mount';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders the pages of `definition` (the remote's src/app/description.ts) from its `routes` module. */
export function renderStandalone(definition: RemoteDefinition<Record<string, string>>, routes: RemoteRoutesModule): void {
  hideOverlay();
  const team = definition.remote;
  const site = composeSite([describeRemote(definition)]);
  setSite(site);
  const owned = site.pages;
  const pages: RouteObject[] = [
    {
      element: (
        <div data-standalone={team} style={{ maxWidth: '76rem', margin: '0 auto', padding: '1rem' }}>
          <nav aria-label={team}>
            {owned.map((route) => (
              <Link key={route.id} to={route.paths.en.replace(':slug', 'example')} style={{ marginRight: '1rem' }}>
                {route.id}
              </Link>
            ))}
          </nav>
          <Outlet />
        </div>
      ),
      children: owned.flatMap((route) =>
        pathsOf(route).map((path) => ({
          path: route.layout === 'profile' ? `${path}/*` : path,
          element: (
            <RemoteMount
              team={team}
              cacheKey={`${team}/standalone#${route.id}`}
              load={async () => (await routes.pages[route.id]!()).default}
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
