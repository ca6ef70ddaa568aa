/**
 * Switches the language and moves to the same page's alias in that language
 * (/san-pham/x ⇄ /products/x), so the address always matches what the reader sees.
 */
import { useLocation, useNavigate } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { setLocale, LOCALES, type Locale } from '@storefront/shared/i18n/i18n';
import { currentSite, findRoute, pagePath, routeParams } from '@storefront/shared/routes/route-table';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';
import styles from './site-header.module.css';

export function LocaleSwitcher() {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  // Before the browser has taken a server-rendered page over, a choice here would change nothing.
  const hydrated = useHydrated();

  const change = async (locale: Locale) => {
    await setLocale(locale);
    const route = findRoute(currentSite(), location.pathname);
    if (!route) return;
    const target = pagePath(route, locale, routeParams(route, location.pathname));
    if (target !== location.pathname) navigate(target + location.search, { replace: true });
  };

  return (
    <label className={styles.control}>
      <span className="visually-hidden">{t('language.label')}</span>
      <select value={i18n.language} disabled={!hydrated} onChange={(event) => void change(event.target.value as Locale)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
