// The namespaces shared/ itself reads (see i18n/typed-keys.ts).
import type { AppTranslations } from '@storefront/shared/i18n/typed-keys';

declare module 'i18next' {
  interface CustomTypeOptions extends AppTranslations {}
}
