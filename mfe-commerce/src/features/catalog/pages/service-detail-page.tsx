import { useQuery } from '@storefront/shared/api/react-query';
import { Link, useParams } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import '../../../lib/i18n';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import { serviceQueries } from '../service-queries';
import styles from '../../../components/commerce.module.css';
import blocks from '../../../components/blocks.module.css';
import { UntilLoaded } from '../../../components/until-loaded';
import { HERO_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

export default function ServiceDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const [locale] = useLocale();
  const localePath = useLocalePath();
  const service = useQuery(serviceQueries.bySlug(trpc, slug));
  if (service.data === undefined) {
    return <UntilLoaded query={service} notFound={t('catalog.serviceNotFound')} />;
  }
  const data = service.data;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{data.name}</h1>
      {data.imageUrl && <ResponsiveImage src={data.imageUrl} alt="" width={1200} height={800} sizes={HERO_IMAGE_SIZES} priority className={blocks.heroImage} />}
      <p>{data.summary}</p>
      {data.priceFrom !== null && <p>{t('catalog.priceFrom', { price: formatPrice(data.priceFrom, locale) })}</p>}
      {data.duration && <p>{t('catalog.duration', { value: data.duration })}</p>}
      {data.description && <div dangerouslySetInnerHTML={{ __html: data.description }} />}
      {data.features.length > 0 && (
        <>
          <h2>{t('catalog.features')}</h2>
          <ul>
            {data.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link className={styles.buttonLink} to={localePath('orderTicket')}>
          {t('tickets.book')}
        </Link>
      </p>
    </article>
  );
}
