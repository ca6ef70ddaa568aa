/**
 * The editors' single pages (staff area `content`): the about page, the contact page and the job
 * openings of the recruitment page, one at a time behind a switch. The other two stay mounted while
 * hidden, so what was typed in one survives a look at another. Only the content area's roles see
 * the section; the API refuses everyone else.
 */
import { useState } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Button } from '@storefront/shared/ui/button';
import { AboutPageForm } from './about-page-form';
import { ContactPageForm } from './contact-page-form';
import { JobOpenings } from './job-openings';
import styles from './pages-console.module.css';

const PANELS = [
  { key: 'about', Panel: AboutPageForm },
  { key: 'contact', Panel: ContactPageForm },
  { key: 'jobs', Panel: JobOpenings },
] as const;

type PanelKey = (typeof PANELS)[number]['key'];

export function PagesConsole() {
  const { t } = useTranslation('contentStaff');
  const [shown, setShown] = useState<PanelKey>('about');
  return (
    <div className={styles.console}>
      <p className={styles.lead}>{t('pages.lead')}</p>
      <div role="group" aria-label={t('pages.tabs')} className={styles.tabs}>
        {PANELS.map(({ key }) => (
          <Button key={key} variant={key === shown ? 'primary' : 'secondary'} aria-pressed={key === shown} aria-controls={`pages-${key}`} onClick={() => setShown(key)}>
            {t(`pages.tab.${key}`)}
          </Button>
        ))}
      </div>
      {PANELS.map(({ key, Panel }) => (
        <section key={key} id={`pages-${key}`} hidden={key !== shown} aria-labelledby={`pages-${key}-heading`} className={styles.console}>
          <h2 id={`pages-${key}-heading`} className={styles.itemTitle}>
            {t(`pages.tab.${key}`)}
          </h2>
          <Panel />
        </section>
      ))}
    </div>
  );
}
