/**
 * The admins' ticket console: every ticket type on sale with its prices and default capacity, and on demand its
 * month of capacity (sold and held per day, closed days with their reason) with the forms that
 * change it. Only the catalog area's roles see the section; the API refuses everyone else.
 */
import { useState } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { catalogQueries } from '../catalog-queries';
import { CapacityCalendar } from './capacity-calendar';
import { DefaultCapacityForm } from './default-capacity-form';
import { PricesForm } from './prices-form';
import styles from './ticket-console.module.css';

type TicketType = RouterOutputs['ticket']['adminList'][number];

function TicketTypeItem({ type }: { type: TicketType }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const calendarId = `${type.slug}-calendar`;
  return (
    <li className={styles.item}>
      <h2 className={styles.name}>{type.name}</h2>
      <PricesForm type={type} />
      <DefaultCapacityForm type={type} />
      <Button variant="secondary" aria-expanded={open} aria-controls={calendarId} onClick={() => setOpen(!open)}>
        {t('tickets.showCalendar')}
      </Button>
      <section id={calendarId} hidden={!open} aria-label={t('tickets.calendar', { name: type.name })}>
        {open && <CapacityCalendar type={type} />}
      </section>
    </li>
  );
}

export function TicketConsole() {
  const { t } = useTranslation('account');
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
