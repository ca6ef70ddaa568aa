/**
 * The admins' service console: every service, shown or hidden, with its kind and "from" price, a
 * form to change its texts, price, picture and visibility, and the form that adds one. Only the
 * catalog area's roles see the section; the API refuses everyone else.
 */
import { useQuery } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { reviewServiceTypes } from '@storefront/shared/contracts/vocabulary';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { Disclosure, NewItemDisclosure } from '@storefront/shared/console/disclosure';
import { serviceQueries } from '../service-queries';
import { ServiceForm, type ConsoleService } from './service-form';
import styles from '@storefront/shared/console/console.module.css';

type Kind = (typeof reviewServiceTypes)[number];
// The column is plain text: a kind the console has no name for is shown as stored.
const isKnownKind = (kind: string): kind is Kind => (reviewServiceTypes as readonly string[]).includes(kind);

function ServiceItem({ service, images }: { service: ConsoleService; images: string[] }) {
  const { t, i18n } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const name = (i18n.language === 'en' && service.name.en) || service.name.vi;
  return (
    <li className={styles.item}>
      <h2 className={styles.name}>
        {name} {!service.isActive && <span className={styles.badge}>{t('services.hiddenBadge')}</span>}
      </h2>
      <p className={styles.meta}>
        {isKnownKind(service.serviceType) ? t(`services.types.${service.serviceType}`) : service.serviceType} · {service.priceFrom === null ? t('services.onRequest') : t('services.fromPrice', { price: formatPrice(service.priceFrom, locale) })}
      </p>
      <Disclosure id={`service-${service.id}-edit`} label={t('services.edit')} title={t('services.editTitle', { name: service.name.vi })}>
        {/* Keyed by what was saved, so a save refills the form with it. */}
        {() => <ServiceForm key={JSON.stringify(service)} service={service} images={images} />}
      </Disclosure>
    </li>
  );
}

export function ServiceConsole() {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const list = useQuery(serviceQueries.console(trpc));
  return (
    <>
      <p className={styles.intro}>{t('services.intro')}</p>
      <QueryState query={list} skeleton={<Skeleton shape="rect" height="10rem" />}>
        {({ services, images }) => (
          <>
            <NewItemDisclosure id="service-new" label={t('services.new')} title={t('services.newTitle')}>
              {(made) => <ServiceForm images={images} onCreated={made} />}
            </NewItemDisclosure>
            {services.length === 0 ? (
              <EmptyState title={t('services.empty')} />
            ) : (
              <ul className={styles.list}>
                {services.map((service) => (
                  <ServiceItem key={service.id} service={service} images={images} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
