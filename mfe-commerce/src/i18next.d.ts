// The namespaces the commerce remote reads (see shared/src/i18n/typed-keys.ts). The Vietnamese
// texts hold the ticket part (vi-tickets.ts) with the rest, so they are the whole namespace;
// the staff screens' texts are `commerceStaff` (lib/staff-i18n.ts).
import type { AppTranslations } from '@storefront/shared/i18n/typed-keys';
import type { vi } from './lib/locales/vi';
import type { vi as staffVi } from './lib/staff-locales/vi';

declare module 'i18next' {
  interface CustomTypeOptions extends AppTranslations<{ commerce: typeof vi; commerceStaff: typeof staffVi }> {}
}
