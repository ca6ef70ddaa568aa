/**
 * Test helpers for any remote's pages and dashboard sections: render with the site's providers
 * against the test API (./test-api.ts), signed in as a real person when the test asks for one.
 * A remote's own src/testing/render.tsx adds its texts and site. Test-only: never imported by
 * application code.
 */
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@storefront/shared/routes/router';
import { clearAccessToken } from '@storefront/shared/api/access-token';
import { configureSession, useSessionStore } from '@storefront/shared/session/session-store';
import { renderWithProviders, type RenderWithProvidersOptions } from '@storefront/shared/ui/test-render';
import { eq, tables, type Role, type TestApi } from '@storefront/shared/testing/test-api';

export interface Person {
  role?: Role;
  /** Unique per test file: every test of a file shares its database. */
  email?: string;
  firstName?: string;
  /** Whether the email was confirmed through the mailed link. */
  verified?: boolean;
}

export type SignedIn = Awaited<ReturnType<TestApi['signIn']>>;

/** Makes `person`, signs the page in as them and loads them into the session store, as the shell does at start. */
export async function signInAs(api: TestApi, person: Person = {}): Promise<SignedIn> {
  const signedIn = await api.signIn(person.role ?? 'customer', person.email);
  await api.db
    .update(tables.users)
    .set({ firstName: person.firstName ?? 'Lan', emailVerifiedAt: person.verified ? new Date() : null })
    .where(eq(tables.users.id, signedIn.id));
  configureSession(api.client);
  await useSessionStore.getState().fetchUser();
  return signedIn;
}

/** Makes the next call of a rate-limited procedure refuse: its counter under `key` is full for `minutes`. */
export async function exhaustLimit(api: TestApi, key: string, count: number, minutes: number) {
  const resetAt = new Date(Date.now() + minutes * 60_000);
  await api.db.insert(tables.rateLimits).values({ key, count, resetAt }).onConflictDoUpdate({ target: tables.rateLimits.key, set: { count, resetAt } });
}

/** Where the router is now, so tests can assert navigation like a person sees the address bar. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export interface RenderSignedInOptions extends RenderWithProvidersOptions {
  api: TestApi;
  /** The person to sign in (or one signInAs already signed in), or none for a visitor. */
  as?: Person | SignedIn;
  /** Route pattern the element is mounted at (e.g. '/dashboard/*'). */
  path?: string;
}

/**
 * Renders `ui` at `route`, signed in as `as` (a new person) or as a visitor. `api.calls` then
 * lists only what the page asked for.
 */
export async function renderSignedIn(ui: ReactElement, { api, as, path = '*', ...options }: RenderSignedInOptions) {
  let person: SignedIn | null = null;
  if (as && 'token' in as) person = as;
  else {
    clearAccessToken();
    configureSession(api.client);
    useSessionStore.getState().setUser(null);
    if (as) person = await signInAs(api, as);
  }
  api.calls.splice(0);
  const rendered = await renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={ui} />
      </Routes>
      <Location />
    </>,
    { api, ...options },
  );
  return { ...rendered, person };
}
