/** Test-only: a page as a remote's build publishes it, with the defaults `defineRemote` gives. */
import type { PublishedPage } from '@storefront/shared/federation/remote-description';

export function publishedPage(fields: Partial<PublishedPage> & Pick<PublishedPage, 'id' | 'remote' | 'paths'>): PublishedPage {
  return { layout: 'default', access: 'public', seo: 'path', indexed: true, firstPageQueries: [], ...fields };
}
