// The namespaces the content remote reads (see shared/src/i18n/typed-keys.ts): `content` for the
// public pages, `contentStaff` for the dashboard sections.
import type { AppTranslations } from '@storefront/shared/i18n/typed-keys';
import type { staffVi } from './app/locales/staff-vi';
import type { viHome } from './app/locales/vi-home';
import type { viPages } from './app/locales/vi-pages';

declare module 'i18next' {
  interface CustomTypeOptions extends AppTranslations<{ content: typeof viHome & typeof viPages; contentStaff: typeof staffVi }> {}
}
