/**
 * Above every layout: keeps the page's SEO tags in step with the location, and opens each new page
 * at its top, as a browser does for a document (the router changes pages without one). Back and
 * forward (POP) leave the scroll position to the browser.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from '@storefront/shared/routes/router';
import { applySeo, fetchSeo, headHasSeo } from '@storefront/shared/seo/seo';
import { useTranslation } from '@storefront/shared/i18n/react';

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
    void fetchSeo(pathname).then((record) => {
      if (current && record) applySeo(record);
    });
    return () => {
      current = false;
    };
  }, [pathname, i18n.language]);
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]); // only a new path is a new page: a changed query (filters, pages of a list) is not
  return <Outlet />;
}
