import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import '../../../lib/i18n';
import { TicketCard } from '../../../components/ticket-card';
import { QueryState } from '@storefront/shared/ui/query-state';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { TicketNotes } from '../components/ticket-notes';
import { ticketQueries } from '../ticket-queries';
import styles from '../../../components/commerce.module.css';

export default function TicketListPage() {
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const tickets = useQuery(ticketQueries.list(trpc));
  return (
    <section className={styles.page} data-boundary="commerce">
      <h1 className={styles.title}>{t('tickets.listTitle')}</h1>
      <QueryState query={tickets} isEmpty={(list) => list.length === 0} empty={<EmptyState title={t('tickets.empty')} />}>
        {(list) => (
          <ul className={styles.grid}>
            {list.map((ticket, index) => (
              <li key={ticket.slug}>
                <TicketCard ticket={ticket} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <TicketNotes />
    </section>
  );
}
