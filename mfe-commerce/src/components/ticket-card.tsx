/** A ticket type as a card, styled by the theme's `ticket-card` component config (spec §3). */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Price } from '@storefront/shared/ui/price';
import { TICKET_CARD_LABELS, useTicketCardStyle, type TicketCardLabel } from '@storefront/shared/theme/component-styles';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import styles from './commerce.module.css';

export interface TicketCardData {
  slug: string;
  name: string;
  summary: string;
  imageUrl: string;
  priceFrom: number;
  labels: { featured?: boolean; new?: boolean; sale?: boolean; discount?: number };
}

function activeLabels(labels: TicketCardData['labels']): TicketCardLabel[] {
  return TICKET_CARD_LABELS.filter((label) => (label === 'discount' ? Boolean(labels.discount) : Boolean(labels[label])));
}

export function TicketCard({ ticket }: { ticket: TicketCardData }) {
  const { t } = useTranslation('commerce');
  const style = useTicketCardStyle();
  const localePath = useLocalePath();
  const labels = activeLabels(ticket.labels).filter((label) => style.showLabels[label]);
  return (
    <article className={styles.card} aria-labelledby={`ticket-${ticket.slug}`}>
      <div className={styles.cardMedia} style={{ height: style.imageHeight }} data-testid="ticket-card-media">
        {ticket.imageUrl && <img src={ticket.imageUrl} alt="" loading="lazy" />}
        {labels.length > 0 && (
          <div className={styles.labels}>
            {labels.map((label) => (
              <span
                key={label}
                className={styles.label}
                style={{ backgroundColor: style.labelStyles[label].backgroundColor, color: style.labelStyles[label].textColor }}
              >
                {t(`tickets.labels.${label}`, { value: ticket.labels.discount })}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} id={`ticket-${ticket.slug}`}>
          <Link to={localePath('ticketDetail', { slug: ticket.slug })}>{ticket.name}</Link>
        </h3>
        <p className={styles.muted}>{ticket.summary}</p>
        <p>
          {t('tickets.from')} <Price amount={ticket.priceFrom} />
        </p>
        <div className={styles.actions}>
          <Link className={styles.buttonLink} to={`${localePath('orderTicket')}?ticket=${encodeURIComponent(ticket.slug)}`}>
            {t('tickets.book')}
          </Link>
        </div>
      </div>
    </article>
  );
}
