/**
 * Switches the language and moves to the same page's alias in that language
 * (/san-pham/x ⇄ /products/x), so the address always matches what the reader sees.
 */
import { useLocation, useNavigate, matchPath } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { setLocale, LOCALES, type Locale } from '@storefront/shared/i18n/i18n';
import { findRoute, pathFor } from '@storefront/shared/routes/route-table';
import styles from './site-header.module.css';

export function LocaleSwitcher() {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();

  const change = async (locale: Locale) => {
    await setLocale(locale);
    const route = findRoute(location.pathname);
    if (!route) return;
    const params = route.paths.map((pattern) => matchPath(pattern, location.pathname)?.params).find(Boolean) ?? {};
    const target = pathFor(route.id as Parameters<typeof pathFor>[0], locale, params as Record<string, string>);
    if (target !== location.pathname) navigate(target + location.search, { replace: true });
  };

  return (
    <label className={styles.control}>
      <span className="visually-hidden">{t('language.label')}</span>
      <select value={i18n.language} onChange={(event) => void change(event.target.value as Locale)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
