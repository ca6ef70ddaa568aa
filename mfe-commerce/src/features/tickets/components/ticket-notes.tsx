/** The rules every ticket page repeats (spec §9). */
import { useTranslation } from '@storefront/shared/i18n/react';
import styles from '../../../components/blocks.module.css';

export function TicketNotes() {
  const { t } = useTranslation('commerce');
  return (
    <ul className={styles.notes}>
      <li>{t('tickets.childrenUnder3Free')}</li>
      <li>{t('tickets.validityVisitDay')}</li>
      <li>{t('tickets.openingHours')}</li>
    </ul>
  );
}
