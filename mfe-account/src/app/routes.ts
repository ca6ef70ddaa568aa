/**
 * The account team's pages, each in its own lazily loaded chunk (see RemoteRoutesModule), named
 * `page-<route id>` so that the page's document can preload it (shared/build/page-chunks-plugin.cjs).
 */
import type { RemoteRoutesModule } from '@storefront/shared/federation/remote-contract';
import './i18n';

export const pages: RemoteRoutesModule<'account'>['pages'] = {
  login: () => import(/* webpackChunkName: "page-login" */ './pages/login-page'),
  register: () => import(/* webpackChunkName: "page-register" */ './pages/register-page'),
  dashboard: () => import(/* webpackChunkName: "page-dashboard" */ './pages/dashboard-page'),
};
