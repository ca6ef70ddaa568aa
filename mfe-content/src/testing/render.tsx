/**
 * Test helpers for the dashboard sections: shared/src/testing/render-signed-in.tsx with the staff
 * texts (the `contentStaff` namespace, as the dashboard module registers them) and this remote's
 * pages as the site. Test-only: never imported by application code.
 */
import '../app/staff-i18n';
import { useSiteOf } from '@storefront/shared/testing/site';
import { description } from '../app/description';

useSiteOf(description);

export { currentPath, exhaustLimit, signInAs, renderSignedIn as renderContentStaff, type Person, type SignedIn } from '@storefront/shared/testing/render-signed-in';
