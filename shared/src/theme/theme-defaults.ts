/**
 * The theme's default colours, shared by the API seed and the client fallback. Kept apart from
 * contracts/theme.ts (the zod inputs) so the first page never downloads zod just to paint colours.
 */
export type ColorScale = Record<'50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900', string>;
export interface ThemeColors {
  light: Record<'primary' | 'secondary' | 'tertiary' | 'yellow', ColorScale>;
  dark: Record<'primary' | 'secondary' | 'tertiary' | 'yellow', ColorScale>;
}

/** A scale's steps and the scales of a palette, without theme.ts's store: the API and the contracts read them. */
export const SHADE_KEYS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export const SCALE_KEYS = ['primary', 'secondary', 'tertiary', 'yellow'] as const;
const SHADES = SHADE_KEYS;
const scale = (...hex: string[]): ColorScale => Object.fromEntries(SHADES.map((shade, i) => [shade, hex[i]])) as ColorScale;
/** Dark mode reads the same hue from the other end, so text and accents keep their contrast. */
const reversed = (light: ColorScale): ColorScale => scale(...SHADES.map((shade) => light[shade]).reverse());

const lightPalette: ThemeColors['light'] = {
  primary: scale('#fff9e6', '#fff1c2', '#ffe48a', '#ffd44f', '#ffc62a', '#feb914', '#e09a06', '#b87407', '#93590d', '#78490f'),
  secondary: scale('#eff8ff', '#dbeefe', '#bfe2fe', '#93d0fd', '#60b5fa', '#3b96f6', '#2577eb', '#1d62d8', '#1e4fae', '#1e4589'),
  tertiary: scale('#effaf3', '#d8f3e1', '#b4e6c7', '#82d2a5', '#4fb880', '#2d9d64', '#1f7e4f', '#1a6542', '#175036', '#14422e'),
  yellow: scale('#fefce8', '#fef9c3', '#fef08a', '#fde047', '#facc15', '#eab308', '#ca8a04', '#a16207', '#854d0e', '#713f12'),
};

/**
 * The default theme's colours (spec §3: primary 500 light = #feb914): seeded as the active
 * theme by the API and used by the client when the server cannot answer, so both agree.
 */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  light: lightPalette,
  dark: {
    primary: reversed(lightPalette.primary),
    secondary: reversed(lightPalette.secondary),
    tertiary: reversed(lightPalette.tertiary),
    yellow: reversed(lightPalette.yellow),
  },
};
