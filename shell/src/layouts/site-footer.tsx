import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouteId } from '@storefront/shared/routes/route-table';
import { SiteContact } from './site-contact';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import styles from './site-footer.module.css';

const FOOTER_LINKS: RouteId[] = [
  'about', 'news', 'postList', 'recruitment', 'contact', 'reviews', 'menu', 'map', 'gallery',
  'categoryList', 'productList', 'serviceList', 'ticketList', 'ticketPricing', 'orderTicket', 'orderRefund', 'ticketExchange',
];

export function SiteFooter() {
  const { t } = useTranslation('common');
  const localePath = useLocalePath();
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
            {FOOTER_LINKS.map((id) => (
              <li key={id}>
                <Link to={localePath(id)}>{t(`nav.${id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2 className={styles.heading}>{t('footer.contactTitle')}</h2>
          <SiteContact />
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
