/**
 * Built-in theme (spec §3): fallback theme id 0, name "default", active, primary 500 (light)
 * #feb914. Scales are derived from one base colour per role by mixing with white and black, the
 * same way for light and dark (dark mode uses the scale reversed so 50 is the darkest tint).
 */
import type { ColorScale, ThemeColors } from '@storefront/shared/contracts/theme';

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
/** Share of white (positive) or black (negative) mixed into the base colour per shade. */
const MIX = [0.9, 0.78, 0.6, 0.4, 0.2, 0, -0.16, -0.32, -0.48, -0.62];

function hexToRgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

function rgbToHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

export function scaleFrom(base: string): ColorScale {
  const rgb = hexToRgb(base);
  const entries = SHADES.map((shade, i) => {
    const mix = MIX[i]!;
    const target = mix >= 0 ? 255 : 0;
    const amount = Math.abs(mix);
    return [shade, rgbToHex(rgb.map((c) => c + (target - c) * amount))];
  });
  return Object.fromEntries(entries) as ColorScale;
}

function reversed(scale: ColorScale): ColorScale {
  const values = SHADES.map((shade) => scale[shade]).reverse();
  return Object.fromEntries(SHADES.map((shade, i) => [shade, values[i]!])) as ColorScale;
}

const BASE = { primary: '#feb914', secondary: '#0f766e', tertiary: '#1e40af', yellow: '#eab308' };

export const DEFAULT_THEME_COLORS: ThemeColors = {
  light: {
    primary: scaleFrom(BASE.primary),
    secondary: scaleFrom(BASE.secondary),
    tertiary: scaleFrom(BASE.tertiary),
    yellow: scaleFrom(BASE.yellow),
  },
  dark: {
    // Dark mode keeps 500 as the brand colour but flips the tints so surfaces stay dark.
    primary: reversed(scaleFrom(BASE.primary)),
    secondary: reversed(scaleFrom(BASE.secondary)),
    tertiary: reversed(scaleFrom(BASE.tertiary)),
    yellow: reversed(scaleFrom(BASE.yellow)),
  },
};

export const FALLBACK_THEME = {
  id: 0,
  name: 'default',
  isActive: true,
  colors: DEFAULT_THEME_COLORS,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
};

/** Ticket-card style defaults (spec §3); stored settings are merged over these. */
export const TICKET_CARD_DEFAULTS = {
  imageHeight: 400,
  showLabels: { featured: true, new: true, sale: true, discount: true },
  labelStyles: {
    featured: { backgroundColor: '#f59e0b', textColor: '#ffffff' },
    new: { backgroundColor: '#3b82f6', textColor: '#ffffff' },
    sale: { backgroundColor: '#ef4444', textColor: '#ffffff' },
    discount: { backgroundColor: '#ef4444', textColor: '#ffffff' },
  },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge<T>(base: T, over: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(over)) return (over === undefined ? base : (over as T));
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) result[key] = deepMerge(result[key], value);
  return result as T;
}
