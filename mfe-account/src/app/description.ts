/**
 * The account remote as it describes itself to the site: its pages and its fragment, which its
 * build publishes as remote-description.json. It is bundled for Node at build time, so it imports
 * only types from React, tRPC and the components. Its pages are in no menu: its UserMenu, in the
 * header's menu, links to them.
 */
import { defineRemote } from '@storefront/shared/federation/remote-description';

export const description = defineRemote({
  remote: 'account',
  pages: {
    login: { paths: { en: '/auth/login', vi: '/auth/login' }, layout: 'auth', access: 'guest', serves: 'signIn' },
    register: { paths: { en: '/auth/register', vi: '/auth/register' }, layout: 'auth', indexed: false },
    dashboard: { paths: { en: '/dashboard', vi: '/dashboard' }, layout: 'profile', access: 'signedIn', serves: 'accountHome' },
    // The staff invitation mail's link: open to anyone, as its reader is signed out or someone
    // else on this browser.
    invitation: { paths: { en: '/auth/invitation', vi: '/auth/invitation' }, layout: 'auth', indexed: false, serves: 'staffInvitation' },
    forgotPassword: { paths: { en: '/auth/forgot-password', vi: '/auth/forgot-password' }, layout: 'auth', access: 'guest', indexed: false },
    // The password reset mail's link: open to anyone, as its reader is usually signed out.
    resetPassword: { paths: { en: '/auth/reset-password', vi: '/auth/reset-password' }, layout: 'auth', indexed: false, serves: 'passwordReset' },
  },
  // Exposed in webpack.config.js; in the header's menu for a signed-in reader, instead of the sign-in link.
  fragments: { UserMenu: { places: { headerMenu: 10 }, shownWhen: 'signedIn' } },
  // The dashboard's sections, loaded from ./dashboard.ts. Groups and positions interleave with
  // the other remotes' sections (10, 20 … within each group).
  dashboardSections: {
    profile: { path: '', label: { en: 'Profile', vi: 'Hồ sơ' }, group: 'mine', position: 10 },
    orders: { path: 'orders', label: { en: 'My orders', vi: 'Đơn hàng của tôi' }, group: 'mine', position: 20 },
    redirects: { path: 'redirects', label: { en: 'Redirects', vi: 'Chuyển hướng' }, group: 'content', position: 80, area: 'content' },
    users: { path: 'users', label: { en: 'Staff accounts', vi: 'Tài khoản nhân viên' }, group: 'people', position: 10, area: 'users' },
    history: { path: 'history', label: { en: 'Action history', vi: 'Lịch sử thao tác' }, group: 'people', position: 20, area: 'operations' },
    flags: { path: 'flags', label: { en: 'Feature flags', vi: 'Bật/tắt tính năng' }, group: 'people', position: 30, area: 'settings' },
    theme: { path: 'theme', label: { en: 'Theme', vi: 'Giao diện' }, group: 'people', position: 40, area: 'settings' },
    releases: { path: 'releases', label: { en: 'Releases', vi: 'Phát hành' }, group: 'people', position: 50, area: 'releases' },
  },
});
