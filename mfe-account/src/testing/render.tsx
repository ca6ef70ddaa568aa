/**
 * Test helpers: render with the site's providers and the account namespace, against a fake API
 * that answers tRPC's real wire format, so components are tested through their real client.
 * Test-only: never imported by application code.
 */
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@storefront/shared/routes/router';
import { createApiClient, type ApiClient } from '@storefront/shared/api/trpc-client';
import type { ErrorCodeName } from '@storefront/shared/api/api-errors';
import { ERROR_CODE_NUMBERS } from '@storefront/shared/api/api-errors';
import { i18n as pageI18n, type Locale } from '@storefront/shared/i18n/i18n';
import { configureSession, useSessionStore, type SessionUser } from '@storefront/shared/session/session-store';
import { renderWithProviders, type RenderWithProvidersOptions } from '@storefront/shared/ui/test-render';
import '../app/i18n';
import './site';

/** What a handler returns to make the procedure fail like the server would. */
export class ApiFailure {
  constructor(
    readonly code: ErrorCodeName,
    readonly message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {}
}

export type Handler = (input: unknown) => unknown;

export interface FakeApi {
  client: ApiClient;
  /** Every procedure called, in order, with its input. */
  calls: { path: string; input: unknown }[];
}

export function fakeApi(handlers: Record<string, Handler>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    const parsed = new URL(String(url), 'http://localhost');
    const paths = decodeURIComponent(parsed.pathname.replace('/api/trpc/', '')).split(',');
    const raw = init?.method === 'POST' ? String(init.body ?? '{}') : (parsed.searchParams.get('input') ?? '{}');
    const inputs = JSON.parse(raw) as Record<string, unknown>;
    const answers = paths.map((path, index) => {
      const input = inputs[index];
      calls.push({ path, input });
      const handler = handlers[path];
      if (!handler) throw new Error(`fakeApi: no handler for ${path}`);
      const result = handler(input);
      if (result instanceof ApiFailure) {
        const httpStatus = ERROR_CODE_NUMBERS[result.code];
        return { error: { message: result.message, code: -32600, data: { code: result.code, httpStatus, path, fieldErrors: result.fieldErrors } } };
      }
      return { result: { data: result } };
    });
    const failed = answers.some((answer) => 'error' in answer);
    return { ok: !failed, status: failed ? 400 : 200, headers: new Headers({ 'content-type': 'application/json' }), json: async () => answers } as unknown as Response;
  };
  const client = createApiClient({ fetch: fetch as typeof globalThis.fetch, retries: 0 });
  return { client, calls };
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { id: 7, email: 'lan@example.vn', role: 'customer', profile: { firstName: 'Lan' }, ...overrides } as SessionUser;
}

/** Where the router is now, so tests can assert navigation like a person sees the address bar. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderAccountOptions extends RenderWithProvidersOptions {
  api?: FakeApi;
  /** The signed-in person, or null for a visitor. */
  user?: SessionUser | null;
  /** Route pattern the element is mounted at (e.g. '/dashboard/*'). */
  path?: string;
}

export async function renderAccount(ui: ReactElement, { api = fakeApi({}), user = null, path = '*', locale = 'vi', ...options }: RenderAccountOptions = {}) {
  localStorage.clear();
  // Messages built outside React (errorMessage, the session store) use the page's instance.
  await pageI18n.changeLanguage(locale satisfies Locale);
  configureSession(api.client);
  useSessionStore.getState().setUser(user);
  return {
    api,
    ...renderWithProviders(
      <>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <Location />
      </>,
      { trpcClient: api.client, locale, ...options },
    ),
  };
}
