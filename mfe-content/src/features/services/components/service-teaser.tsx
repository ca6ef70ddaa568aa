import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Link } from '@storefront/shared/routes/router';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Price } from '@storefront/shared/ui/price';
import { QueryState } from '@storefront/shared/ui/query-state';
import { CardSkeletons } from '../../../components/card-skeletons';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import ui from '../../../components/ui.module.css';
import { serviceQueries } from '../service-queries';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

/** The area's services in brief; their pages belong to the commerce team, reached by link. */
export function ServiceTeaser({ limit = 4 }: { limit?: number }) {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const path = useLocalePath();
  const query = useQuery(serviceQueries.list(trpc));
  return (
    <QueryState query={query} skeleton={<CardSkeletons />} errorText={t('home.servicesFailed')} isEmpty={(services) => services.length === 0} empty={<EmptyState />}>
      {(services) => (
        <ul className={ui.grid}>
          {services.slice(0, limit).map((service) => (
            <li key={service.id} className={ui.card}>
              <ResponsiveImage className={ui.cardImage} src={service.imageUrl} alt="" width={1200} height={800} sizes={CARD_IMAGE_SIZES} />
              <div className={ui.cardBody}>
                <h3 style={{ margin: 0 }}>
                  <Link to={path('serviceDetail', { slug: service.slug })}>{service.name}</Link>
                </h3>
                <p style={{ margin: 0 }}>{service.summary}</p>
                {service.priceFrom ? (
                  <p className={ui.muted} style={{ margin: 0 }}>
                    {t('home.priceFrom')} <Price amount={service.priceFrom} />
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
