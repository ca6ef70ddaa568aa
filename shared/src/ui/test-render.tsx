/**
 * Renders a component the way the shell would: fresh QueryClient (no retries, so failures show at
 * once), an i18next instance in the chosen locale, a tRPC context and a router at `route`.
 * Test-only: never imported by application code.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@storefront/shared/api/react-query';
import { I18nextProvider } from '@storefront/shared/i18n/react';
// Tests only: the shared router module leaves MemoryRouter out, so pages do not ship it.
import { MemoryRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { createI18n, type Locale } from '@storefront/shared/i18n/i18n';
import { TRPCProvider } from '@storefront/shared/api/trpc-react';
import { createApiClient, type ApiClient } from '@storefront/shared/api/trpc-client';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  /** Initial URL of the MemoryRouter. */
  route?: string;
  /** Defaults to a real client against /api/trpc (mock `fetch` to answer it). */
  trpcClient?: ApiClient;
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  i18n: I18n;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { locale = 'vi', route = '/', trpcClient = createApiClient({ retries: 0 }), queryClient = createTestQueryClient(), ...renderOptions } = options;
  const i18n = createI18n(locale);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </I18nextProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), queryClient, i18n };
}
