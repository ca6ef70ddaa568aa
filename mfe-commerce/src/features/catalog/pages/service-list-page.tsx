import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import '../../../lib/i18n';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import { QueryState } from '@storefront/shared/ui/query-state';
import styles from '../../../components/commerce.module.css';
import { serviceQueries } from '../service-queries';
import { CatalogCard } from '../../../components/catalog-card';

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
              <CatalogCard imageUrl={service.imageUrl} imageHeight={180} name={service.name} to={localePath('serviceDetail', { slug: service.slug })} heading="h2">
                <p className={styles.muted}>{service.summary}</p>
                {service.priceFrom !== null && <p>{t('catalog.priceFrom', { price: formatPrice(service.priceFrom, locale) })}</p>}
                {service.duration && <p className={styles.muted}>{t('catalog.duration', { value: service.duration })}</p>}
              </CatalogCard>
            </li>
          ))}
        </ul>
        )}
      </QueryState>
    </section>
  );
}
