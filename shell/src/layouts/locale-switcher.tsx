/**
 * Switches the language and moves to the same page's alias in that language
 * (/san-pham/x ⇄ /products/x), so the address always matches what the reader sees.
 *
 * It is a plain link through the API (`/api/locale`, api/src/http/locale-route.ts), which sets the
 * cookie the server reads and sends the reader to that alias: it works before the page's code has
 * arrived, or without it. Once hydrated, the page switches in place instead, without a new document.
 */
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { setLocale, LOCALES, DEFAULT_LOCALE, isLocale, type Locale } from '@storefront/shared/i18n/i18n';
import { currentSite, findRoute, pagePath, routeParams } from '@storefront/shared/routes/route-table';
import styles from './site-header.module.css';

/** The address that switches to `locale` and comes back to `next` (a path of this site). */
export function localeSwitchHref(locale: Locale, next: string): string {
  return `/api/locale?${new URLSearchParams({ to: locale, next }).toString()}`;
}

export function LocaleSwitcher() {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const current = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const other = LOCALES.find((locale) => locale !== current) ?? DEFAULT_LOCALE;

  const change = async (locale: Locale) => {
    await setLocale(locale);
    const route = findRoute(currentSite(), location.pathname);
    if (!route) return;
    const target = pagePath(route, locale, routeParams(route, location.pathname));
    if (target !== location.pathname) navigate(target + location.search, { replace: true });
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own way.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void change(other);
  };

  return (
    <div role="group" aria-label={t('language.label')} className={styles.control}>
      <a href={localeSwitchHref(other, location.pathname + location.search)} hrefLang={other} lang={other} rel="nofollow" onClick={onClick}>
        {t(`language.${other}`)}
      </a>
    </div>
  );
}
