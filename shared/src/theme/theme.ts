/**
 * Server-driven theme (spec §3/§9): the active theme's colour scales become CSS custom properties
 * (`--color-primary-500` …) for light mode and, under `[data-theme="dark"]` / `.dark`, for dark
 * mode. Every team's CSS uses these properties, never brand colours of its own.
 */
import { createStore } from 'zustand/vanilla';
import { getApiClient } from '@storefront/shared/api/trpc-client';
import { DEFAULT_THEME_COLORS, type ColorScale, type ThemeColors } from '@storefront/shared/theme/theme-defaults';
import { THEME_STYLE_ID, themeToCss, type ThemeColorsInput } from '@storefront/shared/theme/theme-css';

export type { ColorScale, ThemeColors };

export * from '@storefront/shared/theme/theme-css';
export type ThemePalette = ThemeColors['light'];

export interface Theme {
  id: number;
  name: string;
  isActive: boolean;
  colors: ThemeColors;
  createdAt: string;
  updatedAt: string;
}

/** The built-in theme used when the server has none or cannot be reached (spec §3). */
export const FALLBACK_THEME: Theme = {
  id: 0,
  name: 'default',
  isActive: true,
  colors: DEFAULT_THEME_COLORS,
  createdAt: '1970-01-01T00:00:00.000Z',
  updatedAt: '1970-01-01T00:00:00.000Z',
};

export const themeStore = createStore<{ theme: Theme | null }>(() => ({ theme: null }));

/** Puts the theme's properties into the page (one <style> element, replaced on every call). */
export function applyTheme(theme: Pick<Theme, 'colors'> | { colors?: ThemeColorsInput | null }): void {
  let style = document.getElementById(THEME_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = THEME_STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = themeToCss(theme.colors);
}

/** The active theme from the server, or the fallback theme when the call fails (spec §8). */
export async function fetchActiveTheme(): Promise<Theme> {
  const client = getApiClient();
  if (!client) return FALLBACK_THEME;
  try {
    return await client.theme.getActiveTheme.query();
  } catch (error) {
    console.error('[theme] active theme could not be loaded, using the default theme', error);
    return FALLBACK_THEME;
  }
}

/**
 * Applies the active theme, `known` from the served document (startup/startup-state) or else
 * asked of the API; null when even that fails (spec §8).
 */
export async function initTheme(known?: Theme): Promise<Theme | null> {
  try {
    const theme = known ?? (await fetchActiveTheme());
    applyTheme(theme);
    themeStore.setState({ theme });
    return theme;
  } catch (error) {
    console.error('[theme] initialisation failed', error);
    return null;
  }
}
