/**
 * Registers the `contentStaff` namespace: the texts of this team's dashboard sections. Imported by
 * the dashboard module (./dashboard.ts) only, never by ./routes.ts, so visitors of the public pages
 * never download staff texts. English is a separate chunk, fetched only when the page is in English.
 */
import type { ParseKeys } from 'i18next';
import { addNamespace } from '@storefront/shared/i18n/i18n';
import { staffVi } from './locales/staff-vi';

const CONTENT_STAFF_NS = 'contentStaff';

addNamespace(CONTENT_STAFF_NS, {
  vi: staffVi,
  en: () => import(/* webpackChunkName: "staff-texts-en" */ './locales/staff-en').then((texts) => texts.staffEn),
});

/**
 * A staff text's key with its namespace, for code that takes a key as data and reads it later
 * (a form's failure fallback, errorMessage's): the key is checked here, where it is written.
 */
export function contentStaffKey(key: ParseKeys<'contentStaff'>): `contentStaff:${string}` {
  return `${CONTENT_STAFF_NS}:${key}`;
}
