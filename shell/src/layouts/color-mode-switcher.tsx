import { useTranslation } from '@storefront/shared/i18n/react';
import { COLOR_MODE_FIELD, COLOR_MODE_PREFERENCES, type ColorModePreference } from '@storefront/shared/color-mode/color-mode';
import { useColorMode } from '@storefront/shared/color-mode/use-color-mode';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';
import styles from './site-header.module.css';

/**
 * The colour mode choice. It works before the browser has taken a server-rendered page over: the
 * script in the document's head keeps and shows a choice made then (color-mode-script.ts), so the
 * field is marked to take taps before hydration (global.css).
 */
export function ColorModeSwitcher() {
  const { t } = useTranslation('common');
  const { preference, forced, setPreference } = useColorMode();
  // A change made before hydration is the head script's and the start-up code's (they keep it);
  // React may replay it once hydrated, after it has set the field back to the server's value, and
  // would then undo the choice.
  const hydrated = useHydrated();
  return (
    <label className={styles.control} data-before-hydration="">
      <span className="visually-hidden">{t('colorMode.label')}</span>
      <select
        name={COLOR_MODE_FIELD}
        value={preference}
        disabled={forced}
        data-before-hydration=""
        onChange={(event) => {
          if (hydrated) setPreference(event.target.value as ColorModePreference);
        }}
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
