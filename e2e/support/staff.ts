/** The accounts support/start-server.mjs creates, one per staff role, for the staff and console specs. */
import type { APIRequestContext, Page } from '@playwright/test';
import { mutate } from './api';

export const staff = { email: 'staff@e2e.test', password: 'staff-e2e-password' };
export const editor = { email: 'editor@e2e.test', password: 'editor-e2e-password' };
export const admin = { email: 'admin@e2e.test', password: 'admin-e2e-password' };

/**
 * One session per account and test worker: every spec signs in from 127.0.0.1, and the API allows
 * 30 sign-ins per address in 15 minutes (api/src/routers/auth.ts), which a fresh sign-in per test
 * would pass. Sign-in itself is tested through the form by the customer specs.
 */
const sessions = new Map<string, Promise<string>>();

export function sessionToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  let token = sessions.get(account.email);
  if (!token) {
    token = mutate<{ accessToken: string }>(request, 'auth.login', account).then((answer) => answer.accessToken);
    token.catch(() => sessions.delete(account.email));
    sessions.set(account.email, token);
  }
  return token;
}

/** The Authorization header of `account`'s session. */
export async function authorization(request: APIRequestContext, account: { email: string; password: string }) {
  return { Authorization: `Bearer ${await sessionToken(request, account)}` };
}

/**
 * Opens the site in `page` signed in as `account`, as the sign-in form leaves it (the token in local
 * storage). The token is stored from the site's health check, a document of the same origin that
 * runs none of the site's code, so the home page loads once, already signed in.
 */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  const token = await sessionToken(page.request, account);
  await page.goto('/healthz');
  await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
  await page.goto('/');
}
