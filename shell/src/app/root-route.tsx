/**
 * Above every layout: keeps the page's SEO tags in step with the location, and opens each new page
 * at its top, as a browser does for a document (the router changes pages without one). Back and
 * forward (POP) leave the scroll position to the browser.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { notePageView } from './field-signals-early';

/**
 * Whether <head> already carries the SEO of the page the document was served for: the server
 * renders it, robots included, into every document (api/src/http/documents.ts); the dev server's
 * page has none until applyHead writes it. (A server render has no document, and runs no effect.)
 */
const headHasSeo = () => typeof document === 'undefined' || document.head.querySelector('meta[name="robots"]') !== null;

// Only a later page needs the SEO code, so it is fetched then, in parallel with that page's own
// code, and a first visit does not download it.
const loadSeo = () => import('@storefront/shared/seo/seo');

export function RootRoute() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const { i18n } = useTranslation();
  // The served document's head is the first page's SEO already: asking again only competes with the page.
  const servedSeo = useRef(headHasSeo());
  useEffect(() => {
    if (servedSeo.current) {
      servedSeo.current = false;
      return;
    }
    let current = true;
    loadSeo()
      .then(async ({ applyHead, fetchHead }) => {
        const tags = await fetchHead(pathname);
        if (current) applyHead(tags);
      })
      .catch((error: unknown) => console.error(`[seo] could not refresh the tags for ${pathname}`, error));
    return () => {
      current = false;
    };
  }, [pathname, i18n.language]);
  // Each page shown counts for the versions of the remotes it was shown with (README "Field signals and metrics").
  useEffect(() => notePageView(pathname), [pathname]);
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]); // only a new path is a new page: a changed query (filters, pages of a list) is not
  return <Outlet />;
}
