import { useTranslation } from '@storefront/shared/i18n/react';
import ui from '../../components/ui.module.css';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { QuoteForm } from '../../features/quotes/components/quote-form';
import styles from './pages.module.css';
import '../locales/page-texts';

export default function ContactPage() {
  const { t } = useTranslation('content');
  return (
    <div className={ui.page}>
      <header>
        <h1 className={ui.heading}>{t('contact.title')}</h1>
        <p className={ui.lead}>{t('contact.lead')}</p>
      </header>
      <div className={styles.columns}>
        <section aria-labelledby="quote-title">
          <h2 id="quote-title" className={ui.heading}>
            {t('quote.title')}
          </h2>
          <p className={ui.muted}>{t('quote.lead')}</p>
          <QuoteForm defaultCountry={t('quote.defaultCountry')} />
        </section>
        <ContactDetails />
      </div>
    </div>
  );
}
