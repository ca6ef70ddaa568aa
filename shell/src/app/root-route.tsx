/** Above every layout: keeps the page's SEO tags in step with the location. */
import { useEffect } from 'react';
import { Outlet, useLocation } from '@storefront/shared/routes/router';
import { applySeo, fetchSeo } from '@storefront/shared/seo/seo';
import { useTranslation } from '@storefront/shared/i18n/react';

export function RootRoute() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    let current = true;
    void fetchSeo(pathname).then((record) => {
      if (current && record) applySeo(record);
    });
    return () => {
      current = false;
    };
  }, [pathname, i18n.language]);
  return <Outlet />;
}
