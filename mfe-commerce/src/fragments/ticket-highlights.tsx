/** Home page fragment: the ticket types with their prices and a button to book each. */
import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import '../lib/ticket-texts';
import { TicketCard } from '../components/ticket-card';
import { QueryState } from '@storefront/shared/ui/query-state';
import { ticketQueries } from '../features/tickets/ticket-queries';
import styles from '../components/commerce.module.css';

export default function TicketHighlights({ limit = 3 }: { limit?: number }) {
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const tickets = useQuery(ticketQueries.list(trpc));
  return (
    <section aria-labelledby="ticket-highlights-title" className={styles.page}>
      <h2 id="ticket-highlights-title">{t('tickets.listTitle')}</h2>
      <QueryState query={tickets}>
        {(list) => (
          <ul className={styles.grid}>
            {list.slice(0, limit).map((ticket, index) => (
              <li key={ticket.slug}>
                {/* The home page places the cards right below its title: on a phone the first one's picture is its largest paint. */}
                <TicketCard ticket={ticket} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
