/** The account team's pages, each in its own lazily loaded chunk (see RemoteRoutesModule). */
import type { RemoteRoutesModule } from '@storefront/shared/federation/remote-contract';
import './i18n';

export const pages: RemoteRoutesModule<'account'>['pages'] = {
  login: () => import('./pages/login-page'),
  register: () => import('./pages/register-page'),
  dashboard: () => import('./pages/dashboard-page'),
};
