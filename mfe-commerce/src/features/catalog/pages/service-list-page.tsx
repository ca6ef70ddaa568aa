import { useQuery } from '@storefront/shared/api/react-query';
import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import '../../../lib/i18n';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import { QueryState } from '@storefront/shared/ui/query-state';
import styles from '../../../components/commerce.module.css';
import { serviceQueries } from '../service-queries';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

export default function ServiceListPage() {
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const [locale] = useLocale();
  const localePath = useLocalePath();
  const services = useQuery(serviceQueries.list(trpc));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('catalog.servicesTitle')}</h1>
      <QueryState query={services}>
        {(list) => (
        <ul className={styles.grid}>
          {list.map((service) => (
            <li key={service.id}>
              <article className={styles.card}>
                <div className={styles.cardMedia} style={{ height: 180 }}>
                  {service.imageUrl && <ResponsiveImage src={service.imageUrl} alt="" width={1200} height={800} sizes={CARD_IMAGE_SIZES} />}
                </div>
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>
                    <Link to={localePath('serviceDetail', { slug: service.slug })}>{service.name}</Link>
                  </h2>
                  <p className={styles.muted}>{service.summary}</p>
                  {service.priceFrom !== null && <p>{t('catalog.priceFrom', { price: formatPrice(service.priceFrom, locale) })}</p>}
                  {service.duration && <p className={styles.muted}>{t('catalog.duration', { value: service.duration })}</p>}
                </div>
              </article>
            </li>
          ))}
        </ul>
        )}
      </QueryState>
    </section>
  );
}
