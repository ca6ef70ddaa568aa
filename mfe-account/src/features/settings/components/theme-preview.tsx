/**
 * The theme as visitors will see it, from the form's colours before they are saved: the header
 * with its booking button, buttons and a link, and a ticket card with its labels, once in light and
 * once in dark mode. The colours reach the preview as the same custom properties the site uses
 * (`--color-primary-500` …), set on the preview alone; a colour that is not valid yet is left out.
 * Labels are drawn as commerce draws them: an unreadable text colour gives way to a readable one.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { bestTextColour, readableOn } from '@storefront/shared/theme/contrast';
import { SCALE_KEYS, SHADE_KEYS } from '@storefront/shared/theme/theme-defaults';
import { TICKET_CARD_LABELS, type TicketCardSettings } from '@storefront/shared/theme/ticket-card-defaults';
import styles from './theme-console.module.css';

export type ColourValues = Record<'light' | 'dark', Record<string, Record<string, string>>>;

const HEX = /^#[0-9a-f]{6}$/i;

function scaleProperties(palette: Record<string, Record<string, string>> | undefined): CSSProperties {
  const properties: Record<string, string> = {};
  for (const scale of SCALE_KEYS) {
    for (const shade of SHADE_KEYS) {
      const value = palette?.[scale]?.[shade]?.trim();
      if (value && HEX.test(value)) properties[`--color-${scale}-${shade}`] = value;
    }
  }
  return properties as CSSProperties;
}

function labelColours(style: { backgroundColor: string; textColor: string }) {
  const background = HEX.test(style.backgroundColor.trim()) ? style.backgroundColor.trim() : '#111827';
  const text = HEX.test(style.textColor.trim()) && readableOn(style.textColor.trim(), background) ? style.textColor.trim() : bestTextColour(background);
  return { backgroundColor: background, color: text };
}

function PreviewMode({ mode, colours, card }: { mode: 'light' | 'dark'; colours: ColourValues; card: TicketCardSettings | null }) {
  const { t } = useTranslation('account');
  const height = card && Number.isFinite(card.imageHeight) ? Math.min(Math.max(card.imageHeight, 0), 800) / 4 : 100;
  return (
    <div className={mode === 'dark' ? `dark ${styles.previewMode}` : styles.previewMode} style={scaleProperties(colours[mode])} data-testid={`theme-preview-${mode}`}>
      <p className={styles.previewCaption}>{t(mode === 'dark' ? 'theme.dark' : 'theme.light')}</p>
      <div className={styles.previewHeader}>
        <span className={styles.previewBrand}>{t('theme.previewBrand')}</span>
        <span className={styles.previewNav}>{t('theme.previewNav')}</span>
        <span className={styles.previewCta} data-testid={`theme-preview-${mode}-cta`}>
          {t('theme.previewBook')}
        </span>
      </div>
      <div className={styles.previewButtons}>
        <span className={styles.previewButton}>{t('theme.previewButton')}</span>
        <span className={styles.previewLink}>{t('theme.previewLink')}</span>
      </div>
      <div className={styles.previewCard}>
        <div className={styles.previewMedia} style={{ height }}>
          {card &&
            TICKET_CARD_LABELS.filter((label) => card.showLabels[label]).map((label) => (
              <span key={label} className={styles.previewLabel} style={labelColours(card.labelStyles[label])}>
                {t(`theme.label.${label}`)}
              </span>
            ))}
        </div>
        <p className={styles.previewTicket}>{t('theme.previewTicket')}</p>
        <p className={styles.previewPrice}>{t('theme.previewPrice')}</p>
        <span className={styles.previewButton}>{t('theme.previewBook')}</span>
      </div>
    </div>
  );
}

export function ThemePreview({ colours, card }: { colours: ColourValues; card: TicketCardSettings | null }) {
  const { t } = useTranslation('account');
  return (
    <section className={styles.panel} aria-labelledby="theme-preview-heading">
      <h2 id="theme-preview-heading" className={styles.heading}>
        {t('theme.preview')}
      </h2>
      <p className={styles.hint}>{t('theme.previewIntro')}</p>
      {/* Shown, not used: nothing in it is a control, so it is left out of the tab order and the reading of its parts. */}
      <div className={styles.previewModes} inert>
        <PreviewMode mode="light" colours={colours} card={card} />
        <PreviewMode mode="dark" colours={colours} card={card} />
      </div>
    </section>
  );
}
