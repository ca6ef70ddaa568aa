/**
 * The shell follows the route rules its document carries (spec §7) on client-side navigations:
 * an internal one in place, keeping the query; an external one by loading the other address; the
 * first location is the server's to answer and is left alone.
 */
import { act, render } from '@testing-library/react';
import { QueryClientProvider } from '@storefront/shared/api/react-query';
import { I18nextProvider } from '@storefront/shared/i18n/react';
import { MemoryRouter } from 'react-router-dom';
import { useLocation, useNavigate } from '@storefront/shared/routes/router';
import { createApiClient } from '@storefront/shared/api/trpc-client';
import { TRPCProvider } from '@storefront/shared/api/trpc-react';
import { createI18n } from '@storefront/shared/i18n/i18n';
import { createQueryClient } from '@storefront/shared/api/query-client';
import { ShellRoutes } from '../router';
import { useFixtureSite } from '../../testing/site-fixture';

useFixtureSite();

const current = { path: '', navigate: (_to: string) => {} };
function Probe() {
  const location = useLocation();
  current.path = location.pathname + location.search;
  current.navigate = useNavigate();
  return null;
}

async function renderAt(path: string) {
  const queryClient = createQueryClient();
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={createApiClient({ retries: 0 })} queryClient={queryClient}>
          <I18nextProvider i18n={createI18n('vi')}>
            <MemoryRouter initialEntries={[path]}>
              <ShellRoutes />
              <Probe />
            </MemoryRouter>
          </I18nextProvider>
        </TRPCProvider>
      </QueryClientProvider>,
    );
  });
}

beforeAll(() => {
  // What the server writes into a document when the site has rules (api/src/http/documents.ts).
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'route-rules';
  script.textContent = JSON.stringify([
    { from: '/khuyen-mai', to: '/bang-gia-ve', status: 301, external: false },
    { from: '/doi-tac', to: 'https://example.com/doi-tac', status: 302, external: true },
    { from: '/la', to: 'javascript:alert(1)', status: 302, external: true },
    { from: '/products', to: '/ticket-pricing', status: 301, external: false },
  ]);
  document.head.append(script);
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

/**
 * The documents jsdom was asked to load: it cannot leave its page, and says so for each attempt
 * (window.location cannot be replaced in jsdom, so its own report is what shows the attempt).
 */
const leaveAttempts = () =>
  consoleError.mock.calls.filter(([error]) => /^Error: Not implemented: navigation/.test(String(error))).length;

test('an internal rule is followed in place on a client-side navigation, with the query', async () => {
  await renderAt('/');
  await act(async () => current.navigate('/khuyen-mai?utm_source=mail'));
  expect(current.path).toBe('/bang-gia-ve?utm_source=mail');
  expect(leaveAttempts()).toBe(0);
});

test('a rule on a page\'s address takes the reader off that page', async () => {
  await renderAt('/');
  await act(async () => current.navigate('/products/'));
  expect(current.path).toBe('/ticket-pricing');
});

test('an external rule loads the other address; a target that is not http(s) is not followed', async () => {
  await renderAt('/');
  await act(async () => current.navigate('/doi-tac'));
  expect(leaveAttempts()).toBeGreaterThan(0);
  consoleError.mockClear();
  await act(async () => current.navigate('/la'));
  expect(leaveAttempts()).toBe(0);
  expect(current.path).toBe('/la');
});

test('the first location is left to the server', async () => {
  await renderAt('/khuyen-mai');
  expect(current.path).toBe('/khuyen-mai');
});
