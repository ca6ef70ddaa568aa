import { useTranslation } from '@storefront/shared/i18n/react';
import { COLOR_MODE_PREFERENCES, type ColorModePreference } from '@storefront/shared/color-mode/color-mode';
import { useColorMode } from '@storefront/shared/color-mode/use-color-mode';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';
import styles from './site-header.module.css';

export function ColorModeSwitcher() {
  const { t } = useTranslation('common');
  const { preference, forced, setPreference } = useColorMode();
  // Before the browser has taken a server-rendered page over, a choice here would change nothing.
  const hydrated = useHydrated();
  return (
    <label className={styles.control}>
      <span className="visually-hidden">{t('colorMode.label')}</span>
      <select value={preference} disabled={forced || !hydrated} onChange={(event) => setPreference(event.target.value as ColorModePreference)}>
        {COLOR_MODE_PREFERENCES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`colorMode.${mode}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
