/**
 * Registers the `account` namespace. Imported by every exposed module (routes and fragments),
 * because the shell may show the user menu before any account page was loaded.
 */
import { addNamespace } from '@storefront/shared/i18n/i18n';
import { en } from './locales/en';
import { vi } from './locales/vi';

export const ACCOUNT_NS = 'account';

addNamespace(ACCOUNT_NS, { vi, en });
