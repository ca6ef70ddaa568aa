/**
 * Registers the commerce team's texts as the `commerce` i18next namespace. Every page and fragment
 * imports this module (but TicketHighlights, which needs only ./ticket-texts.ts). English is a
 * separate chunk, fetched only when the page is in English.
 */
import type { ParseKeys } from 'i18next';
import { addNamespace } from '@storefront/shared/i18n/i18n';
import { loadEnglish } from './locales/load-english';
import { vi } from './locales/vi';

const COMMERCE_NS = 'commerce';

addNamespace(COMMERCE_NS, { vi, en: loadEnglish });

/**
 * A commerce text's key with its namespace (and parameters, as a contract's message carries
 * them), for code that hands a key as data to what shows it later (a form's failure fallback or
 * field error): the key is checked here, where it is written.
 */
export function commerceKey(key: ParseKeys<'commerce'>, params?: Record<string, string | number>): `commerce:${string}` {
  return params ? `${COMMERCE_NS}:${key}|${JSON.stringify(params)}` : `${COMMERCE_NS}:${key}`;
}
