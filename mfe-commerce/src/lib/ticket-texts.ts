/**
 * Registers only the ticket texts of the `commerce` namespace, for the TicketHighlights fragment
 * on the home page: a visitor there downloads no checkout or catalogue texts. Pages register
 * the whole namespace (./i18n.ts).
 */
import { addNamespace } from '@storefront/shared/i18n/i18n';
import { loadEnglish } from './locales/load-english';
import { tickets } from './locales/vi-tickets';

addNamespace('commerce', { vi: { tickets }, en: loadEnglish });
