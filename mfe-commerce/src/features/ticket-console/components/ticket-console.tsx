/**
 * The admins' ticket console: every ticket type, on sale or hidden, with its prices and default
 * capacity, and on demand its texts, labels and place in the list, and its
 * month of capacity (sold and held per day, closed days with their reason) with the forms that
 * change it. Only the catalog area's roles see the section; the API refuses everyone else.
 */
import { useQuery } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { Disclosure } from '@storefront/shared/console/disclosure';
import { catalogQueries } from '../catalog-queries';
import { CapacityCalendar } from './capacity-calendar';
import { DefaultCapacityForm } from './default-capacity-form';
import { PricesForm } from './prices-form';
import { TicketDetailsForm } from './ticket-details-form';
import styles from './ticket-console.module.css';

type TicketType = RouterOutputs['ticket']['adminList'][number];

function TicketTypeItem({ type }: { type: TicketType }) {
  const { t } = useTranslation('commerceStaff');
  return (
    <li className={styles.item}>
      <h2 className={styles.name}>
        {type.name} {!type.isActive && <span className={styles.hidden}>{t('tickets.notOnSale')}</span>}
      </h2>
      <PricesForm type={type} />
      <DefaultCapacityForm type={type} />
      <div className={styles.disclosures}>
        <Disclosure id={`${type.slug}-details`} label={t('tickets.showDetails')} title={t('tickets.detailsOf', { name: type.name })}>
          {() => <TicketDetailsForm slug={type.slug} name={type.name} />}
        </Disclosure>
        <Disclosure id={`${type.slug}-calendar`} label={t('tickets.showCalendar')} title={t('tickets.calendar', { name: type.name })}>
          {() => <CapacityCalendar type={type} />}
        </Disclosure>
      </div>
    </li>
  );
}

export function TicketConsole() {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const types = useQuery(catalogQueries.ticketTypes(trpc));
  return (
    <QueryState query={types} skeleton={<Skeleton shape="rect" height="10rem" />} isEmpty={(list) => list.length === 0} empty={<EmptyState title={t('tickets.empty')} />}>
      {(list) => (
        <ul className={styles.list}>
          {list.map((type) => (
            <TicketTypeItem key={type.id} type={type} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
