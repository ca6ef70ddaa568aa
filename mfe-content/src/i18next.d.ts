// The namespaces the content remote reads (see shared/src/i18n/typed-keys.ts).
import type { AppTranslations } from '@storefront/shared/i18n/typed-keys';
import type { viHome } from './app/locales/vi-home';
import type { viPages } from './app/locales/vi-pages';

declare module 'i18next' {
  interface CustomTypeOptions extends AppTranslations<{ content: typeof viHome & typeof viPages }> {}
}
