import { useStore } from 'zustand';
import { colorModeStore, currentColorMode, setColorModePreference, type ColorMode, type ColorModePreference } from '@storefront/shared/color-mode/color-mode';

/** The preference, the mode shown and the setter, for the header's colour mode switch. */
export function useColorMode(): { preference: ColorModePreference; mode: ColorMode; forced: boolean; setPreference: (preference: ColorModePreference) => void } {
  const preference = useStore(colorModeStore, (state) => state.preference);
  const mode = useStore(colorModeStore, (state) => currentColorMode(state));
  const forced = useStore(colorModeStore, (state) => state.forced !== null);
  return { preference, mode, forced, setPreference: setColorModePreference };
}
