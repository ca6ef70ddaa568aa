/**
 * Renders a component the way the shell would: the site's own QueryClient (its global error
 * toasts included), an i18next instance in the chosen locale, the tRPC context of a test API, a
 * router at `route`, and the toaster, so a test sees every message a person would.
 * Test-only: never imported by application code.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@storefront/shared/api/react-query';
import { I18nextProvider } from '@storefront/shared/i18n/react';
// Tests only: the shared router module leaves MemoryRouter out, so pages do not ship it.
import { MemoryRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { createI18n, i18n as pageI18n, type Locale } from '@storefront/shared/i18n/i18n';
import { TRPCProvider } from '@storefront/shared/api/trpc-react';
import { setApiClient, type ApiClient } from '@storefront/shared/api/trpc-client';
import { createQueryClient } from '@storefront/shared/api/query-client';
import { toastStore } from '@storefront/shared/toast/toast-store';
import { Toaster } from '@storefront/shared/ui/toaster';
import type { TestApi } from '@storefront/shared/testing/test-api';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  /** Initial URL of the MemoryRouter. */
  route?: string;
  /** The API the page talks to (shared/src/testing/test-api.ts); without one, any call fails. */
  api?: Pick<TestApi, 'client'>;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  i18n: I18n;
}

/** A client for a page that must not call the API: every call fails loudly. */
const noApi = new Proxy({} as ApiClient, {
  get(_, procedure) {
    throw new Error(`This test renders without an API, and the page called ${String(procedure)}: pass { api }`);
  },
});

/** The messages of the toasts on screen, in the order they appeared, as a person reads them. */
export function shownToasts(): string[] {
  return [...document.querySelectorAll('[data-position] [data-type] > p')].map((message) => message.textContent ?? '');
}

export async function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): Promise<RenderWithProvidersResult> {
  const { locale = 'vi', route = '/', api, ...renderOptions } = options;
  const client = api?.client ?? noApi;
  // Messages built outside React (errorMessage, the session store, toasts) use the page's instance.
  await pageI18n.changeLanguage(locale);
  setApiClient(client);
  toastStore.setState({ toasts: [] });
  const queryClient = createQueryClient();
  const i18n = createI18n(locale);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <Toaster />
          </MemoryRouter>
        </I18nextProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), queryClient, i18n };
}
