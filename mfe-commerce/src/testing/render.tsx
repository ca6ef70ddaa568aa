/**
 * Test helpers: shared/src/testing/render-signed-in.tsx with the commerce staff texts and the site
 * this remote's components link into. Test-only: never imported by application code.
 */
import '../lib/staff-i18n';
import './site';

export { currentPath, exhaustLimit, signInAs, renderSignedIn as renderStaff, type Person, type SignedIn } from '@storefront/shared/testing/render-signed-in';
