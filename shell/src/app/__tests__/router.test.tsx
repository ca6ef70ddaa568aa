import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@storefront/shared/api/react-query';
import { I18nextProvider } from '@storefront/shared/i18n/react';
import { MemoryRouter } from 'react-router-dom';
import { useLocation, type RouteObject } from '@storefront/shared/routes/router';
import { createApiClient } from '@storefront/shared/api/trpc-client';
import { TRPCProvider } from '@storefront/shared/api/trpc-react';
import { createI18n, type Locale } from '@storefront/shared/i18n/i18n';
import { pathsOf } from '@storefront/shared/routes/route-table';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { createQueryClient } from '@storefront/shared/api/query-client';
import { siteRoutes, ShellRoutes } from '../router';
import { useFixtureSite } from '../../testing/site-fixture';

const site = useFixtureSite();
import { sessionChecked } from '../session-check';

/** Where the router is now, as the address bar would show it. */
const current = { pathname: '' };
function LocationProbe() {
  current.pathname = useLocation().pathname;
  return null;
}

/** Rendered inside act, awaited: a guarded page suspends until the session check is over. */
async function renderAt(path: string, locale: Locale = 'en') {
  const queryClient = createQueryClient();
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={createApiClient({ retries: 0 })} queryClient={queryClient}>
          <I18nextProvider i18n={createI18n(locale)}>
            <MemoryRouter initialEntries={[path]}>
              <ShellRoutes />
              <LocationProbe />
            </MemoryRouter>
          </I18nextProvider>
        </TRPCProvider>
      </QueryClientProvider>,
    );
  });
}

function allPaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path ? [route.path] : []), ...allPaths(route.children ?? [])]);
}

beforeEach(() => {
  // No API in unit tests: every call fails, as when the API is down.
  global.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  useSessionStore.getState().clearUser();
});

test('every address of every page the remotes describe has a route', () => {
  const paths = allPaths(siteRoutes(site));
  for (const route of site.pages) {
    for (const alias of pathsOf(route)) expect(paths).toContain(route.layout === 'profile' ? `${alias}/*` : alias);
  }
});

test('an unmatched path shows the non-fatal 404 inside the layout', async () => {
  await renderAt('/no-such-page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found: /no-such-page' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
});

test('a detail path failing validation shows the fatal 404 with the full path, without the layout', async () => {
  await renderAt('/products/Bad_Slug?x=1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /products/Bad_Slug?x=1' })).toBeInTheDocument();
  expect(screen.getByText('Error 404')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
});

test('the article route validation always passes', async () => {
  await renderAt('/posts/Any_Legacy_Slug');
  await screen.findByRole('navigation', { name: 'Main navigation' });
  expect(screen.queryByText(/Page Not Found/)).not.toBeInTheDocument();
  expect(current.pathname).toBe('/posts/Any_Legacy_Slug');
});

test('a guest opening the dashboard is sent to sign in', async () => {
  await renderAt('/dashboard');
  await waitFor(() => expect(current.pathname).toBe('/auth/login'));
});

describe('a signed-in reader', () => {
  const signIn = async () => {
    await sessionChecked(); // the start-up check (no stored token here) is over before the sign-in
    useSessionStore.getState().setUser({ id: 7, email: 'lan@example.vn', profile: { firstName: 'Lan' } } as never);
  };

  test('opening the sign-in page is sent home', async () => {
    await signIn();
    renderAt('/auth/login');
    await waitFor(() => expect(current.pathname).toBe('/'));
  });

  test('who has just signed in on the sign-in page stays there until the form moves on', async () => {
    renderAt('/auth/login');
    await waitFor(() => expect(current.pathname).toBe('/auth/login'));
    await act(signIn);
    expect(current.pathname).toBe('/auth/login');
  });
});

test("the header's menu is the remotes' navigation entries, by position, in the reader's language", async () => {
  await renderAt('/', 'vi');
  const nav = await screen.findByRole('navigation', { name: 'Điều hướng chính' });
  expect([...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Bảng giá vé', '/bang-gia-ve'],
    ['Sản phẩm', '/san-pham'],
  ]);
});

test('the footer lists the entries the remotes place in it', async () => {
  await renderAt('/', 'en');
  const footer = await screen.findByRole('navigation', { name: 'Links' });
  expect([...footer.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Ticket prices']);
});
