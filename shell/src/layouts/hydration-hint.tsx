/**
 * Until a server-rendered page has hydrated, its fields take no tap (shared/src/styles/global.css):
 * what was typed before React takes a form over would be lost. This status says why, in the page's
 * language, while a field of the page waits: the server renders it, and the first render after
 * hydration removes it. Its stylesheet shows it only when the page has such a field and scripts
 * can run, fixed over the page, so its going moves nothing.
 */
import { useTranslation } from '@storefront/shared/i18n/react';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';
import styles from './layouts.module.css';

export function HydrationHint() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  return hydrated ? null : (
    <p role="status" className={styles.hydrationHint}>
      {t('ui.fieldsGettingReady')}
    </p>
  );
}
