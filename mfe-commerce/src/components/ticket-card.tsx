/** A ticket type as a card, styled by the theme's `ticket-card` component config (spec §3). */
import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Price } from '@storefront/shared/ui/price';
import { TICKET_CARD_LABELS, useTicketCardStyle, type TicketCardLabel } from '@storefront/shared/theme/component-styles';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import styles from './commerce.module.css';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

interface TicketCardData {
  slug: string;
  name: string;
  summary: string;
  imageUrl: string;
  priceFrom: number;
  labels: { featured?: boolean; new?: boolean; sale?: boolean; discount?: number };
}

function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const channels = [0, 2, 4].map((i) => parseInt(match[1]!.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The configured label text colour when it is readable on the label's background (WCAG AA,
 * 4.5:1 for this small text); otherwise white or near-black, whichever reads better.
 */
function readableTextColor(background: string, preferred: string): string {
  const back = luminance(background);
  const front = luminance(preferred);
  if (back === null || (front !== null && contrast(back, front) >= 4.5)) return preferred;
  const dark = '#111827';
  return contrast(back, 1) >= contrast(back, luminance(dark)!) ? '#ffffff' : dark;
}

function activeLabels(labels: TicketCardData['labels']): TicketCardLabel[] {
  return TICKET_CARD_LABELS.filter((label) => (label === 'discount' ? Boolean(labels.discount) : Boolean(labels[label])));
}

/** `priority` for the first card of a page, whose picture is on the first screen. */
export function TicketCard({ ticket, priority = false }: { ticket: TicketCardData; priority?: boolean }) {
  const { t } = useTranslation('commerce');
  const style = useTicketCardStyle();
  const localePath = useLocalePath();
  const labels = activeLabels(ticket.labels).filter((label) => style.showLabels[label]);
  return (
    <article className={styles.card} aria-labelledby={`ticket-${ticket.slug}`}>
      <div className={styles.cardMedia} style={{ height: style.imageHeight }} data-testid="ticket-card-media">
        {ticket.imageUrl && <ResponsiveImage src={ticket.imageUrl} alt="" width={1200} height={800} sizes={CARD_IMAGE_SIZES} priority={priority} />}
        {labels.length > 0 && (
          <div className={styles.labels}>
            {labels.map((label) => (
              <span
                key={label}
                className={styles.label}
                style={{
                  backgroundColor: style.labelStyles[label].backgroundColor,
                  color: readableTextColor(style.labelStyles[label].backgroundColor, style.labelStyles[label].textColor),
                }}
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
