import { useTranslation } from '@storefront/shared/i18n/react';
import { COLOR_MODE_FIELD, COLOR_MODE_PREFERENCES, type ColorModePreference } from '@storefront/shared/color-mode/color-mode';
import { useColorMode } from '@storefront/shared/color-mode/use-color-mode';
import styles from './site-header.module.css';

/**
 * The colour mode choice. It works before the browser has taken a server-rendered page over: the
 * script in the document's head keeps and shows a choice made then (color-mode-script.ts), so the
 * field is marked to take taps before hydration (global.css).
 */
export function ColorModeSwitcher() {
  const { t } = useTranslation('common');
  const { preference, forced, setPreference } = useColorMode();
  return (
    <label className={styles.control} data-before-hydration="">
      <span className="visually-hidden">{t('colorMode.label')}</span>
      <select
        name={COLOR_MODE_FIELD}
        value={preference}
        disabled={forced}
        data-before-hydration=""
        onChange={(event) => setPreference(event.target.value as ColorModePreference)}
      >
        {COLOR_MODE_PREFERENCES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`colorMode.${mode}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
