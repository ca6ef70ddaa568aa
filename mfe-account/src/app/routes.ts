/**
 * The account team's pages, one per page id of its description (./description.ts), each in its
 * own lazily loaded chunk named `page-<page id>` so that the page's document can preload it
 * (shared/build/page-chunks-plugin.cjs).
 */
import type { PageLoaders } from '@storefront/shared/federation/remote-contract';
import type { description } from './description';
import './i18n';

export const pages: PageLoaders<typeof description> = {
  login: () => import(/* webpackChunkName: "page-login" */ './pages/login-page'),
  register: () => import(/* webpackChunkName: "page-register" */ './pages/register-page'),
  dashboard: () => import(/* webpackChunkName: "page-dashboard" */ './pages/dashboard-page'),
  invitation: () => import(/* webpackChunkName: "page-invitation" */ './pages/invitation-page'),
  forgotPassword: () => import(/* webpackChunkName: "page-forgotPassword" */ './pages/forgot-password-page'),
  resetPassword: () => import(/* webpackChunkName: "page-resetPassword" */ './pages/reset-password-page'),
};
