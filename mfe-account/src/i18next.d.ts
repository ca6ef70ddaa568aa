// The namespaces the account remote reads (see shared/src/i18n/typed-keys.ts).
import type { AppTranslations } from '@storefront/shared/i18n/typed-keys';
import type { vi } from './app/locales/vi';

declare module 'i18next' {
  interface CustomTypeOptions extends AppTranslations<{ account: typeof vi }> {}
}
