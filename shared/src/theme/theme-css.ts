/**
 * A theme's colours as CSS custom properties (`--color-primary-500` …), light on :root and dark
 * under the dark scope: pure text, so the server writes the same stylesheet into the document
 * (api/src/http/documents.ts) as the page applies at start (./theme.ts).
 */
import type { ColorScale, ThemeColors } from '@storefront/shared/theme/theme-defaults';

export const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export const SCALE_NAMES = ['primary', 'secondary', 'tertiary', 'yellow'] as const;
export type Shade = (typeof SHADES)[number];
export type ScaleName = (typeof SCALE_NAMES)[number];

/** What the server may send: any scale or shade can be missing or malformed. */
export type ThemeColorsInput = {
  [Mode in keyof ThemeColors]?: { [Scale in ScaleName]?: Partial<Record<Shade, string | null>> | null } | null;
};

const scale = (...hex: string[]): ColorScale => Object.fromEntries(SHADES.map((shade, i) => [shade, hex[i]])) as ColorScale;


/** Used when the configured primary scale is missing (spec §9). */
export const GREEN_SCALE = scale('#f0fdf4', '#dcfce7', '#bbf7d0', '#86efac', '#4ade80', '#22c55e', '#16a34a', '#15803d', '#166534', '#14532d');
/** The neutral scale: themes configure none, so gray is always "cool". */
export const COOL_GRAY_SCALE = scale('#f9fafb', '#f3f4f6', '#e5e7eb', '#d1d5db', '#9ca3af', '#6b7280', '#4b5563', '#374151', '#1f2937', '#111827');

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

export const DARK_SCOPE = '[data-theme="dark"],.dark';

// Minified by hand: every document carries it in its head.
const block = (selector: string, declarations: Declarations) => `${selector}{${declarations.map(([property, value]) => `${property}:${value}`).join(';')}}`;

/**
 * The stylesheet text of a theme: its colour scales, light on :root and dark under the dark
 * scope. The roles built on them (surface, text, accent …) are in styles/global.css.
 */
export function themeToCss(colors: ThemeColorsInput | null | undefined): string {
  return block(':root', paletteDeclarations(colors?.light)) + block(DARK_SCOPE, paletteDeclarations(colors?.dark));
}

/** The <style> element that holds them. */
export const THEME_STYLE_ID = 'storefront-theme';
