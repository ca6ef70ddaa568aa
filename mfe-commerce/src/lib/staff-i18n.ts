/**
 * Registers the commerce staff screens' texts as the `commerceStaff` i18next namespace. Only the
 * dashboard module (../app/dashboard.ts) imports this, so visitors of the public pages never
 * download staff texts. English is a separate chunk, fetched only when the page is in English.
 */
import type { ParseKeys } from 'i18next';
import { addNamespace } from '@storefront/shared/i18n/i18n';
import { loadEnglish } from './staff-locales/load-english';
import { vi } from './staff-locales/vi';

const COMMERCE_STAFF_NS = 'commerceStaff';

addNamespace(COMMERCE_STAFF_NS, { vi, en: loadEnglish });

/**
 * A staff text's key with its namespace, for code that takes a key as data and reads it later
 * (a form's failure fallback): the key is checked here, where it is written.
 */
export function commerceStaffKey(key: ParseKeys<'commerceStaff'>): `commerceStaff:${string}` {
  return `${COMMERCE_STAFF_NS}:${key}`;
}
