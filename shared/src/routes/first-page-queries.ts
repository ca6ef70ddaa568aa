/**
 * The queries a page's first screen asks for, which the API answers in its document and the shell
 * prefetches for the pages a reader may open next. Apart from ./route-table.ts, which is shared at
 * run time and so keeps every export in every page's start-up code: in the browser only the
 * prefetch, which loads once a page has settled, runs this.
 */
import { fillQuery, type FirstPageQuery } from '@storefront/shared/federation/remote-description';
import { fragmentsIn, type PublishedPage, type Site } from '@storefront/shared/routes/route-table';

/** The footer's contact details, in every layout but the sign-in pages'. */
const footerQueries: FirstPageQuery[] = [{ path: 'page.contact' }];

/**
 * The queries the first screen of `page` asks for as it renders: the page's own, those of the
 * fragments it places, and its layout's. The served document answers them, so the page renders
 * with its data instead of waiting for a round trip after its code has run.
 */
export function firstPageQueries(site: Site, page: PublishedPage, params: Record<string, string | undefined>): FirstPageQuery[] {
  const own = [...page.firstPageQueries, ...fragmentsIn(site, page).flatMap((id) => site.fragments.get(id)?.firstPageQueries ?? [])];
  return [...own.map((query) => fillQuery(query, params)), ...(page.layout === 'auth' ? [] : footerQueries)];
}
