/**
 * Test-only: links are made by `pathFor` from the site the shell sets at start. Importing this
 * sets it to this remote's pages, as its description publishes them, so the components under
 * test link to their real addresses instead of falling back to `/`.
 */
import { useSiteOf } from '@storefront/shared/testing/site';
import { description } from '../app/description';

useSiteOf(description);
