import { setApiClient, type ApiClient } from '@storefront/shared/api/trpc-client';
import {
  COOL_GRAY_SCALE,
  FALLBACK_THEME,
  GREEN_SCALE,
  THEME_STYLE_ID,
  applyTheme,
  fetchActiveTheme,
  initTheme,
  isValidHex,
  normalizeHex,
  themeToCss,
} from '@storefront/shared/theme/theme';
import { TICKET_CARD_DEFAULTS, componentStylesFrom, initComponentStyles, mergeOverDefaults } from '@storefront/shared/theme/component-styles';

/** The declarations of one block of the generated stylesheet, as a map. */
function declarations(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector}{`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+|color-scheme):([^;}]+)/g)].map((match) => [match[1], match[2]]));
}
const light = (css: string) => declarations(css, ':root');
const dark = (css: string) => declarations(css, '[data-theme="dark"],.dark');

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logged.mockRestore();
  setApiClient(null);
});

describe('hex validation', () => {
  it.each(['#feb914', 'feb914', '#FEB914', ' #00aaFF '])('accepts %p', (value) => {
    expect(isValidHex(value)).toBe(true);
  });

  it.each(['#fff', '#feb91', '#feb9144', 'zzzzzz', '#gggggg', '', 'rgb(0,0,0)', null, 123456])('rejects %p', (value) => {
    expect(isValidHex(value)).toBe(false);
  });

  it('normalises to lower-case #rrggbb', () => {
    expect(normalizeHex('FEB914')).toBe('#feb914');
    expect(normalizeHex('#fff')).toBeNull();
  });
});

describe('fallback theme', () => {
  it('is the active default theme with #feb914 as light primary 500', () => {
    expect(FALLBACK_THEME).toMatchObject({ id: 0, name: 'default', isActive: true });
    expect(FALLBACK_THEME.colors.light.primary['500']).toBe('#feb914');
  });

  it('has every shade from 50 to 900 of every scale, in both modes, as valid hex', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const scale of ['primary', 'secondary', 'tertiary', 'yellow'] as const) {
        const shades = FALLBACK_THEME.colors[mode][scale];
        expect(Object.keys(shades)).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900']);
        expect(Object.values(shades).every(isValidHex)).toBe(true);
      }
    }
  });
});

describe('themeToCss', () => {
  it('gives light properties on :root and dark ones under the dark scope', () => {
    const css = themeToCss(FALLBACK_THEME.colors);
    expect(light(css)['--color-primary-500']).toBe('#feb914');
    expect(light(css)['--color-yellow-50']).toBe(FALLBACK_THEME.colors.light.yellow['50']);
    expect(dark(css)['--color-primary-500']).toBe(FALLBACK_THEME.colors.dark.primary['500']);
    // Roles (surface, text, accent …) and layout tokens live in styles/global.css, so a theme
    // arriving after the first paint changes colours only, never sizes.
    for (const declarations of [light(css), dark(css)]) {
      for (const property of Object.keys(declarations)) expect(property).toMatch(/^--color-(primary|secondary|tertiary|yellow|gray)-\d+$/);
    }
  });

  it('uses the green scale when primary is missing', () => {
    const css = themeToCss({ light: { secondary: FALLBACK_THEME.colors.light.secondary }, dark: { primary: null } });
    expect(light(css)['--color-primary-500']).toBe(GREEN_SCALE['500']);
    expect(dark(css)['--color-primary-900']).toBe(GREEN_SCALE['900']);
    expect(light(css)['--color-secondary-500']).toBe(FALLBACK_THEME.colors.light.secondary['500']);
  });

  it('writes no byte a browser does not need: every document carries it', () => {
    const css = themeToCss(FALLBACK_THEME.colors);
    expect(css).not.toMatch(/\s/);
    expect(css).toMatch(/^:root\{--color-primary-50:#[0-9a-f]{6};/);
  });

  it('always uses the cool gray scale', () => {
    expect(light(themeToCss(null))['--color-gray-500']).toBe(COOL_GRAY_SCALE['500']);
    expect(dark(themeToCss(null))['--color-gray-500']).toBe(COOL_GRAY_SCALE['500']);
  });

  it('skips invalid shades', () => {
    const css = themeToCss({ light: { primary: { '500': '#123456', '600': 'red', '700': '#12345' } } });
    expect(light(css)['--color-primary-500']).toBe('#123456');
    expect(light(css)).not.toHaveProperty('--color-primary-600');
    expect(light(css)).not.toHaveProperty('--color-primary-700');
  });
});

describe('applyTheme', () => {
  it('keeps one style element with the current theme', () => {
    applyTheme(FALLBACK_THEME);
    applyTheme({ colors: { light: { primary: { '500': '#000000' } } } });
    const styles = document.querySelectorAll(`#${THEME_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('--color-primary-500:#000000;');
  });
});

describe('loading the theme', () => {
  it('uses the fallback theme when the call fails', async () => {
    setApiClient({ theme: { getActiveTheme: { query: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) } } } as unknown as ApiClient);
    await expect(fetchActiveTheme()).resolves.toBe(FALLBACK_THEME);
    await expect(initTheme()).resolves.toBe(FALLBACK_THEME);
    expect(document.getElementById(THEME_STYLE_ID)?.textContent).toContain('--color-primary-500:#feb914;');
  });

  it("applies the server's theme", async () => {
    const theme = { ...FALLBACK_THEME, id: 3, colors: { ...FALLBACK_THEME.colors, light: { ...FALLBACK_THEME.colors.light, primary: GREEN_SCALE } } };
    setApiClient({ theme: { getActiveTheme: { query: jest.fn().mockResolvedValue(theme) } } } as unknown as ApiClient);
    await expect(initTheme()).resolves.toMatchObject({ id: 3 });
    expect(document.getElementById(THEME_STYLE_ID)?.textContent).toContain(`--color-primary-500:${GREEN_SCALE['500']};`);
  });
});

describe('component styles', () => {
  it('has the spec ticket-card defaults', () => {
    expect(TICKET_CARD_DEFAULTS).toEqual({
      imageHeight: 400,
      showLabels: { featured: true, new: true, sale: true, discount: true },
      labelStyles: {
        featured: { backgroundColor: '#f59e0b', textColor: '#ffffff' },
        new: { backgroundColor: '#3b82f6', textColor: '#ffffff' },
        sale: { backgroundColor: '#ef4444', textColor: '#ffffff' },
        discount: { backgroundColor: '#ef4444', textColor: '#ffffff' },
      },
    });
  });

  it('merges server settings deeply over the defaults, ignoring malformed values', () => {
    const merged = mergeOverDefaults(TICKET_CARD_DEFAULTS, {
      imageHeight: 320,
      showLabels: { sale: false, new: 'no' },
      labelStyles: { featured: { backgroundColor: '#000000' }, discount: null },
      unknown: 1,
    });
    expect(merged.imageHeight).toBe(320);
    expect(merged.showLabels).toEqual({ featured: true, new: true, sale: false, discount: true });
    expect(merged.labelStyles.featured).toEqual({ backgroundColor: '#000000', textColor: '#ffffff' });
    expect(merged.labelStyles.discount).toEqual(TICKET_CARD_DEFAULTS.labelStyles.discount);
    expect(merged).not.toHaveProperty('unknown');
  });

  it('takes the active ticket-card config only', () => {
    const styles = componentStylesFrom([
      { type: 'ticket-card', isActive: false, settings: { imageHeight: 100 } },
      { type: 'other', isActive: true, settings: { imageHeight: 200 } },
    ]);
    expect(styles.ticketCard.imageHeight).toBe(400);
  });

  it('uses the defaults when the call fails', async () => {
    setApiClient({ componentStyleConfig: { byThemeId: { query: jest.fn().mockRejectedValue(new TypeError('x')) } } } as unknown as ApiClient);
    await expect(initComponentStyles(1)).resolves.toEqual({ ticketCard: TICKET_CARD_DEFAULTS });
  });

  it("uses the server's settings for the theme", async () => {
    const query = jest.fn().mockResolvedValue([{ type: 'ticket-card', isActive: true, settings: { imageHeight: 280 } }]);
    setApiClient({ componentStyleConfig: { byThemeId: { query } } } as unknown as ApiClient);
    await expect(initComponentStyles(5)).resolves.toMatchObject({ ticketCard: { imageHeight: 280 } });
    expect(query).toHaveBeenCalledWith({ themeId: 5 });
  });
});
