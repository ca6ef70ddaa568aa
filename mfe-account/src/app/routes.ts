/** The account team's pages, each in its own lazily loaded chunk (see RemoteRoutesModule). */
import type { RemoteRoutesModule } from '@storefront/shared/federation/remote-contract';
import './i18n';

export const pages: RemoteRoutesModule<'account'>['pages'] = {
  login: () => import(/* webpackChunkName: "page-login" */ './pages/login-page'),
  register: () => import(/* webpackChunkName: "page-register" */ './pages/register-page'),
  dashboard: () => import(/* webpackChunkName: "page-dashboard" */ './pages/dashboard-page'),
};
