import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { currentSite, pagePath } from '@storefront/shared/routes/route-table';
import { SiteContact } from './site-contact';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { VIETNAM_OFFSET_MS } from '@storefront/shared/contracts/vietnam-time';
import styles from './site-footer.module.css';

/** The year in Vietnam, where the area is: the server and the reader's browser agree on it. */
const vietnamYear = () => new Date(Date.now() + VIETNAM_OFFSET_MS).getUTCFullYear();

export function SiteFooter() {
  const { t } = useTranslation('common');
  const [locale] = useLocale();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section>
          <h2 className={styles.heading}>{t('site.name')}</h2>
          <p>{t('footer.about')}</p>
          <p>
            <strong>{t('footer.openingHours')}:</strong> {t('footer.openingHoursValue')}
          </p>
        </section>
        <nav aria-label={t('footer.links')}>
          <h2 className={styles.heading}>{t('footer.links')}</h2>
          <ul className={styles.links}>
            {currentSite().menus.footer.map(({ page, label }) => (
              <li key={page.id}>
                <Link to={pagePath(page, locale)}>{label[locale]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2 className={styles.heading}>{t('footer.contactTitle')}</h2>
          <SiteContact />
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: vietnamYear() })}</p>
    </footer>
  );
}
