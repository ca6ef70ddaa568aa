/**
 * WCAG 2.x contrast of the text colours a theme produces, for the staff console's warning and the
 * API's refusal (shared/src/contracts/theme-admin.ts). Only the console and the API import it: no
 * public page pays for it (the ticket card keeps its own small fallback in mfe-commerce).
 *
 * The pairs mirror shared/src/styles/global.css and the components that put text on theme colours:
 * change one there and change it here.
 */
import type { ColorScale, ThemeColors } from '@storefront/shared/theme/theme-defaults';

/** WCAG AA for normal-size text (1.4.3): every pair below is body-size or smaller. */
export const AA_TEXT_CONTRAST = 4.5;

/** `--surface` of global.css in light and dark mode: the page's background under links. */
export const SURFACE = { light: '#ffffff', dark: '#0b1220' } as const;
/** `--color-on-primary` / `--color-on-accent` (gray 900) in both modes: text on primary fills. */
export const ON_PRIMARY = '#111827';

const HEX = /^#([0-9a-f]{6})$/i;

/** Relative luminance (WCAG 2.x definition, sRGB), or null for anything but `#rrggbb`. */
export function relativeLuminance(hex: string): number | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(match[1]!.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours (1 to 21), or null when either is not one. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Rounded down to two decimals, so a shown 4.50 never hides a refused 4.499. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

export type Mode = keyof ThemeColors;
type Shade = keyof ColorScale;

/** A place where text of a theme colour sits on another colour. `shade` is the theme field the text check blames. */
export interface TextPair {
  id: 'button' | 'link' | 'linkHover' | 'badge';
  mode: Mode;
  /** The theme's primary shade this pair depends on (the field an error is put on). */
  shade: Shade;
  foreground: (primary: ColorScale) => string;
  background: (primary: ColorScale) => string;
}

export const TEXT_PAIRS: readonly TextPair[] = [
  // Header's booking button, buttons, active switches: gray 900 on primary 500.
  { id: 'button', mode: 'light', shade: '500', foreground: () => ON_PRIMARY, background: (p) => p['500'] },
  // Links on the page: primary 800, hovered primary 900, on white.
  { id: 'link', mode: 'light', shade: '800', foreground: (p) => p['800'], background: () => SURFACE.light },
  { id: 'linkHover', mode: 'light', shade: '900', foreground: (p) => p['900'], background: () => SURFACE.light },
  // The dashboard's current-section badge: primary 900 on primary 100.
  { id: 'badge', mode: 'light', shade: '100', foreground: (p) => p['900'], background: (p) => p['100'] },
  { id: 'button', mode: 'dark', shade: '500', foreground: () => ON_PRIMARY, background: (p) => p['500'] },
  // Dark mode's links: primary 300, hovered primary 200, on the dark surface.
  { id: 'link', mode: 'dark', shade: '300', foreground: (p) => p['300'], background: () => SURFACE.dark },
  { id: 'linkHover', mode: 'dark', shade: '200', foreground: (p) => p['200'], background: () => SURFACE.dark },
];

export interface PairContrast {
  pair: TextPair;
  foreground: string;
  background: string;
  /** Null when a colour of the pair is not a valid `#rrggbb` (that field has its own error). */
  ratio: number | null;
  passes: boolean;
}

/** Every text pair of a theme's primary scales with its ratio; a pair with an invalid colour neither passes nor fails. */
export function themeTextContrast(colors: { [M in Mode]: { primary: ColorScale } }): PairContrast[] {
  return TEXT_PAIRS.map((pair) => {
    const primary = colors[pair.mode].primary;
    const foreground = pair.foreground(primary);
    const background = pair.background(primary);
    const ratio = contrastRatio(foreground ?? '', background ?? '');
    return { pair, foreground, background, ratio, passes: ratio === null || ratio >= AA_TEXT_CONTRAST };
  });
}

/** Whether `text` on `background` is readable (AA, normal text); true when either is not a colour (checked elsewhere). */
export function readableOn(text: string, background: string): boolean {
  const ratio = contrastRatio(text, background);
  return ratio === null || ratio >= AA_TEXT_CONTRAST;
}

/** White or gray 900, whichever reads better on `background`: the console's one-click fix for a label. */
export function bestTextColour(background: string): string {
  const onWhite = contrastRatio('#ffffff', background) ?? 0;
  const onDark = contrastRatio(ON_PRIMARY, background) ?? 0;
  return onWhite >= onDark ? '#ffffff' : ON_PRIMARY;
}
