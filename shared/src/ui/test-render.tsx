/**
 * Renders a component the way the shell would: the site's own QueryClient (its global error
 * toasts included), an i18next instance in the chosen locale, the tRPC context of a test API, a
 * router at `route`, and the toaster, so a test sees every message a person would.
 * Test-only: never imported by application code.
 */
import { act, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@storefront/shared/api/react-query';
import { I18nextProvider } from '@storefront/shared/i18n/react';
// Tests only: the shared router module leaves MemoryRouter out, so pages do not ship it.
import { MemoryRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { createI18n, i18n as pageI18n, type Locale } from '@storefront/shared/i18n/i18n';
import { createOptionsProxy, TRPCProvider } from '@storefront/shared/api/trpc-react';
import type { Trpc } from '@storefront/shared/api/trpc-options';
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

export interface ServerRenderOptions extends Pick<RenderWithProvidersOptions, 'locale' | 'route' | 'api'> {
  /** The answers the API puts in the document before it renders (page-answers), asked of `api`. */
  prefetch?: (trpc: Trpc, queryClient: QueryClient) => Promise<unknown>;
}

export interface ServerRenderResult {
  /** The server's markup of `ui`, in the document's #root. */
  container: HTMLElement;
  /** Hydrates the markup as the shell's start-up does, and resolves to the mismatches React reported (none, when the markup matches). */
  hydrate: () => Promise<unknown[]>;
  /** Unmounts what was hydrated and takes the markup out of the document. */
  remove: () => void;
}

/**
 * Renders `ui` as the API renders a public page (react-dom's server renderer, with its answers
 * already in the query cache), puts the markup in the document as the browser shows it before any
 * script has run, and hydrates it when asked, as the shell does (shell/src/bootstrap.tsx).
 */
export async function renderOnServer(ui: ReactElement, options: ServerRenderOptions = {}): Promise<ServerRenderResult> {
  const { locale = 'vi', route = '/', api, prefetch } = options;
  const client = api?.client ?? noApi;
  await pageI18n.changeLanguage(locale);
  setApiClient(client);
  const queryClient = createQueryClient();
  await prefetch?.(createOptionsProxy(client, queryClient), queryClient);
  const i18n = createI18n(locale);
  // The server renders with the document's texts at hand (its English texts too).
  await i18n.changeLanguage(locale);
  const page = (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </I18nextProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
  const container = document.createElement('div');
  container.id = 'root';
  // All of it, as the API sends a page once it has rendered whole (api/src/http/server-render.ts).
  const stream = await renderToReadableStream(page);
  await stream.allReady;
  container.innerHTML = await new Response(stream).text();
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  const hydrate = async () => {
    const mismatches: unknown[] = [];
    // The server's renderer has left its mark on the providers' contexts, which React's development
    // build reports when the browser's renderer takes them in the same process; the API and the
    // browser never share one.
    const report = console.error;
    console.error = (...args: unknown[]) => {
      if (!String(args[0]).startsWith('Detected multiple renderers concurrently rendering the same context provider')) report(...args);
    };
    try {
      await act(async () => {
        root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
      });
    } finally {
      console.error = report;
    }
    return mismatches;
  };
  const remove = () => {
    act(() => root?.unmount());
    container.remove();
  };
  return { container, hydrate, remove };
}
