import { useId } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Price } from '@storefront/shared/ui/price';
import '../../../lib/i18n';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { QueryState } from '@storefront/shared/ui/query-state';
import { ticketQueries } from '../ticket-queries';
import { TicketNotes } from '../components/ticket-notes';
import styles from '../../../components/commerce.module.css';
import blocks from '../../../components/blocks.module.css';

export default function TicketPricingPage() {
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const localePath = useLocalePath();
  const pricing = useQuery(ticketQueries.pricing(trpc));
  const titleId = useId();
  const amount = (value: number | null, audience: 'adult' | 'child' | 'infant') =>
    audience === 'infant' || value === 0 ? t('tickets.infantFree') : value === null ? '—' : <Price amount={value} />;
  return (
    <section className={styles.page}>
      <h1 className={styles.title} id={titleId}>
        {t('tickets.pricingTitle')}
      </h1>
      <QueryState query={pricing}>
        {(table) => (
        // Five columns do not fit a 320-px phone: the table scrolls in its own region, which a
        // keyboard can focus and scroll, and the page itself never scrolls sideways.
        <div className={blocks.tableScroll} role="region" aria-labelledby={titleId} tabIndex={0}>
          <table className={blocks.table}>
            <thead>
              <tr>
                <th scope="col">{t('tickets.ticketType')}</th>
                <th scope="col">{t('tickets.audience.adult')}</th>
                <th scope="col">{t('tickets.audience.child')}</th>
                <th scope="col">{t('tickets.audience.infant')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('tickets.book')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.slug}>
                  <th scope="row">{row.name}</th>
                  <td>{amount(row.adult, 'adult')}</td>
                  <td>{amount(row.child, 'child')}</td>
                  <td>{amount(row.infant, 'infant')}</td>
                  <td>
                    <Link to={`${localePath('orderTicket')}?ticket=${encodeURIComponent(row.slug)}`}>{t('tickets.book')}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        )}
      </QueryState>
      <TicketNotes />
    </section>
  );
}
