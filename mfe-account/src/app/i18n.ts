/**
 * Registers the `account` namespace. Imported by every exposed module (routes and fragments),
 * because the shell may show the user menu before any account page was loaded. English is a
 * separate chunk, fetched only when the page is in English.
 */
import { addNamespace } from '@storefront/shared/i18n/i18n';
import { vi } from './locales/vi';

export const ACCOUNT_NS = 'account';

addNamespace(ACCOUNT_NS, { vi, en: () => import('./locales/en').then((texts) => texts.en) });
