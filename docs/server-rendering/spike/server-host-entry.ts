import * as m0 from '@storefront/shared/api/api-errors';
import * as m1 from '@storefront/shared/api/react-query';
import * as m2 from '@storefront/shared/api/trpc-client';
import * as m3 from '@storefront/shared/api/trpc-react';
import * as m4 from '@storefront/shared/feature-flags/feature-flags';
import * as m5 from '@storefront/shared/i18n/i18n';
import * as m6 from '@storefront/shared/i18n/react';
import * as m7 from '@storefront/shared/routes/router';
import * as m8 from '@storefront/shared/session/session-store';
import * as m9 from '@storefront/shared/theme/component-styles';
import * as m10 from '@storefront/shared/toast/toast-store';
import * as m11 from '@storefront/shared/ui/remote-mount';
import * as m12 from '@storefront/shared/i18n/use-locale';
import * as m13 from '@storefront/shared/ui/empty-state';
import * as m14 from '@storefront/shared/ui/query-state';
import * as m15 from '@storefront/shared/ui/skeleton';
import * as m16 from '@storefront/shared/api/query-client';
/** SPIKE (generated): the shell's copies of the shared modules, built with its CSS class names, for a Node host. */
export const modules: Record<string, unknown> = {'@storefront/shared/api/api-errors': m0, '@storefront/shared/api/react-query': m1, '@storefront/shared/api/trpc-client': m2, '@storefront/shared/api/trpc-react': m3, '@storefront/shared/feature-flags/feature-flags': m4, '@storefront/shared/i18n/i18n': m5, '@storefront/shared/i18n/react': m6, '@storefront/shared/routes/router': m7, '@storefront/shared/session/session-store': m8, '@storefront/shared/theme/component-styles': m9, '@storefront/shared/toast/toast-store': m10, '@storefront/shared/ui/remote-mount': m11, '@storefront/shared/i18n/use-locale': m12, '@storefront/shared/ui/empty-state': m13, '@storefront/shared/ui/query-state': m14, '@storefront/shared/ui/skeleton': m15, '@storefront/shared/api/query-client': m16};
