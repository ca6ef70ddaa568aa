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
});
