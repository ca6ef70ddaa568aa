/**
 * Registers the commerce team's texts as the `commerce` i18next namespace. Every page and fragment
 * imports this module (but TicketHighlights, which needs only ./ticket-texts.ts). English is a
 * separate chunk, fetched only when the page is in English.
 */
import { addNamespace } from '@storefront/shared/i18n/i18n';
import { loadEnglish } from './locales/load-english';
import { vi } from './locales/vi';

addNamespace('commerce', { vi, en: loadEnglish });
