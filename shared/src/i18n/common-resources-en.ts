/**
 * The English texts of the `common` namespace (common-resources.ts has the Vietnamese): a chunk of
 * its own, fetched only by pages in English, so a first visit in Vietnamese never downloads it.
 */
import type { CommonStrings, Strings } from '@storefront/shared/i18n/common-resources';

export const commonEnglish: Strings<CommonStrings> = {
  site: {
    name: 'Cable Car Tourist Area',
    tagline: 'Cable car tickets, services and travel experiences',
    skipToContent: 'Skip to main content',
  },
  header: {
    mainNav: 'Main navigation',
    menu: 'Menu',
    bookNow: 'Book now',
    signIn: 'Log in',
    cart: 'Cart, {{count}} items',
  },
  footer: {
    about: 'A cable car tourist area where nature, culture and cuisine meet.',
    links: 'Links',
    contactTitle: 'Contact',
    hotline: 'Hotline',
    email: 'Email',
    openingHours: 'Opening hours',
    openingHoursValue: '7:00 – 17:30 daily',
    copyright: '© {{year}} Cable Car Tourist Area. All rights reserved.',
  },
  loading: {
    overlay: 'Loading...',
    label: 'Loading',
  },
  errors: {
    notFoundPath: 'Page not found: {{path}}',
    notFoundFatal: 'Page Not Found: {{path}}',
    internal: 'Internal Server Error',
    statusCode: 'Error {{code}}',
    backHome: 'Back to home',
    remoteFailed: 'This part of the page could not be loaded. Please try again.',
    retry: 'Retry',
    network: 'Cannot reach the server. Please check your connection.',
    timeout: 'The server took too long to answer. Please try again.',
    unknown: 'Something went wrong. Please try again.',
    code: {
      BAD_REQUEST: 'The submitted data is invalid.',
      UNAUTHORIZED: 'Please log in to continue.',
      FORBIDDEN: 'You are not allowed to do this.',
      NOT_FOUND: 'The requested item was not found.',
      TIMEOUT: 'The server took too long to answer. Please try again.',
      CONFLICT: 'The data has changed. Please reload and try again.',
      TOO_MANY_REQUESTS: 'Too many requests. Please try again in a few minutes.',
      INTERNAL_SERVER_ERROR: 'Internal Server Error. Please try again later.',
    },
  },
  session: {
    fetchUserFailed: 'Could not load user information',
    updateProfileFailed: 'Could not update user information',
    loginFailed: 'An error occurred during login',
    logoutFailed: 'An error occurred during logout',
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
    signedIn: 'Signed in successfully',
    signedOut: 'You have signed out',
    localeChanged: 'Switched to English',
    newVersion: 'A new version of the site is available',
    saved: 'Saved',
  },
  colorMode: {
    label: 'Colour mode',
    light: 'Light',
    dark: 'Dark',
    auto: 'System',
  },
  language: {
    label: 'Language',
    vi: 'Tiếng Việt',
    en: 'English',
  },
  account: {
    signIn: 'Log in',
    signOut: 'Log out',
    myAccount: 'My account',
  },
  cart: {
    label: 'Cart',
  },
  ui: {
    emptyTitle: 'Nothing here yet',
    required: 'required',
    fieldsGettingReady: 'The fields are getting ready…',
  },
};
