import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import '../../../lib/i18n';
import { TicketCard } from '../../../components/ticket-card';
import { queryFallback } from '../../../components/query-state';
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
      {queryFallback(tickets) ??
        (tickets.data!.length === 0 ? (
          <EmptyState title={t('tickets.empty')} />
        ) : (
          <ul className={styles.grid}>
            {tickets.data!.map((ticket) => (
              <li key={ticket.slug}>
                <TicketCard ticket={ticket} />
              </li>
            ))}
          </ul>
        ))}
      <TicketNotes />
    </section>
  );
}
