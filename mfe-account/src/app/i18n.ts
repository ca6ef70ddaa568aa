/**
 * Registers the `account` namespace. Imported by every exposed module (routes and fragments),
 * because the shell may show the user menu before any account page was loaded. English is a
 * separate chunk, fetched only when the page is in English.
 */
import type { ParseKeys } from 'i18next';
import { addNamespace } from '@storefront/shared/i18n/i18n';
import { vi } from './locales/vi';

const ACCOUNT_NS = 'account';

addNamespace(ACCOUNT_NS, { vi, en: () => import(/* webpackChunkName: "texts-en" */ './locales/en').then((texts) => texts.en) });

/**
 * An account text's key with its namespace, for code that takes a key as data and reads it later
 * (a form's failure fallback, errorMessage's): the key is checked here, where it is written.
 */
export function accountKey(key: ParseKeys<'account'>): `account:${string}` {
  return `${ACCOUNT_NS}:${key}`;
}
