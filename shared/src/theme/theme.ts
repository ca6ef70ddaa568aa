/**
 * Server-driven theme (spec §3/§9): the active theme's colour scales become CSS custom properties
 * (`--color-primary-500` …) for light mode and, under `[data-theme="dark"]` / `.dark`, for dark
 * mode. Every team's CSS uses these properties, never brand colours of its own.
 */
import { createStore } from 'zustand/vanilla';
import { getApiClient } from '@storefront/shared/api/trpc-client';
import { DEFAULT_THEME_COLORS, type ColorScale, type ThemeColors } from '@storefront/shared/theme/theme-defaults';

export type { ColorScale, ThemeColors };

export const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export const SCALE_NAMES = ['primary', 'secondary', 'tertiary', 'yellow'] as const;
export type Shade = (typeof SHADES)[number];
export type ScaleName = (typeof SCALE_NAMES)[number];
export type ThemePalette = ThemeColors['light'];

export interface Theme {
  id: number;
  name: string;
  isActive: boolean;
  colors: ThemeColors;
  createdAt: string;
  updatedAt: string;
}

/** What the server may send: any scale or shade can be missing or malformed. */
export type ThemeColorsInput = {
  [Mode in keyof ThemeColors]?: { [Scale in ScaleName]?: Partial<Record<Shade, string | null>> | null } | null;
};

const scale = (...hex: string[]): ColorScale => Object.fromEntries(SHADES.map((shade, i) => [shade, hex[i]])) as ColorScale;


/** Used when the configured primary scale is missing (spec §9). */
export const GREEN_SCALE = scale('#f0fdf4', '#dcfce7', '#bbf7d0', '#86efac', '#4ade80', '#22c55e', '#16a34a', '#15803d', '#166534', '#14532d');
/** The neutral scale: themes configure none, so gray is always "cool". */
export const COOL_GRAY_SCALE = scale('#f9fafb', '#f3f4f6', '#e5e7eb', '#d1d5db', '#9ca3af', '#6b7280', '#4b5563', '#374151', '#1f2937', '#111827');

/** The built-in theme used when the server has none or cannot be reached (spec §3). */
export const FALLBACK_THEME: Theme = {
  id: 0,
  name: 'default',
  isActive: true,
  colors: DEFAULT_THEME_COLORS,
  createdAt: '1970-01-01T00:00:00.000Z',
  updatedAt: '1970-01-01T00:00:00.000Z',
};

const HEX = /^#?([0-9a-f]{6})$/i;

export function isValidHex(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/** `#rrggbb` in lower case, or null for anything that is not six hex digits (optional leading #). */
export function normalizeHex(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = HEX.exec(value.trim());
  return match ? `#${(match[1] as string).toLowerCase()}` : null;
}

type Declarations = Array<[property: string, value: string]>;

/** Custom properties of one scale; invalid shades are skipped (spec §5). */
export function scaleDeclarations(name: string, input: Partial<Record<Shade, string | null>> | null | undefined): Declarations {
  const declarations: Declarations = [];
  for (const shade of SHADES) {
    const hex = normalizeHex(input?.[shade]);
    if (hex) declarations.push([`--color-${name}-${shade}`, hex]);
  }
  return declarations;
}

function hasAnyShade(input: Partial<Record<Shade, string | null>> | null | undefined): boolean {
  return SHADES.some((shade) => isValidHex(input?.[shade]));
}

/** All colour properties of one mode: the theme's scales, green for a missing primary, cool gray. */
export function paletteDeclarations(palette: ThemeColorsInput['light']): Declarations {
  const primary = palette?.primary;
  return [
    ...scaleDeclarations('primary', hasAnyShade(primary) ? primary : GREEN_SCALE),
    ...scaleDeclarations('secondary', palette?.secondary),
    ...scaleDeclarations('tertiary', palette?.tertiary),
    ...scaleDeclarations('yellow', palette?.yellow),
    ...scaleDeclarations('gray', COOL_GRAY_SCALE),
  ];
}

export const DARK_SCOPE = '[data-theme="dark"], .dark';

const block = (selector: string, declarations: Declarations) =>
  `${selector} {\n${declarations.map(([property, value]) => `  ${property}: ${value};`).join('\n')}\n}`;

/**
 * The stylesheet text of a theme: its colour scales, light on :root and dark under the dark
 * scope. The roles built on them (surface, text, accent …) are in styles/global.css.
 */
export function themeToCss(colors: ThemeColorsInput | null | undefined): string {
  return [
    block(':root', paletteDeclarations(colors?.light)),
    block(DARK_SCOPE, paletteDeclarations(colors?.dark)),
  ].join('\n');
}

export const THEME_STYLE_ID = 'storefront-theme';

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
