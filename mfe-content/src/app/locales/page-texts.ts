/**
 * Imported by every content page except the home page: adds the Vietnamese texts of those pages as
 * the page's code runs. They are one chunk of their own (webpack.config.js), which every such page's
 * chunk group lists, so the first of these pages fetches it beside its code, preloaded with the
 * document like the rest of the page, and later pages find it cached.
 */
import { addNamespace } from '@storefront/shared/i18n/i18n';
import { loadEnglish } from './load-english';
import { viPages } from './vi-pages';

addNamespace('content', { vi: viPages, en: loadEnglish });
