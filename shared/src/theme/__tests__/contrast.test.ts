import { hexColour, themeColours, ticketCardSettings } from '../../contracts/theme-admin';
import { AA_TEXT_CONTRAST, bestTextColour, contrastRatio, formatRatio, relativeLuminance, themeTextContrast } from '../contrast';
import { DEFAULT_THEME_COLORS } from '../theme-defaults';
import { TICKET_CARD_DEFAULTS } from '../ticket-card-defaults';
import * as z from 'zod/mini';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('WCAG contrast', () => {
  it('gives the luminance and ratios WCAG and its checkers give', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The classic AA boundary on white: #767676 passes (4.54), #777777 does not (4.48).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    // Symmetric: which one is the text does not matter.
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('refuses to judge what is not #rrggbb', () => {
    expect(contrastRatio('#fff', '#000000')).toBeNull();
    expect(contrastRatio('red', '#000000')).toBeNull();
    expect(relativeLuminance('#12345g')).toBeNull();
  });

  it('shows ratios rounded down, so a refused one never reads as 4.50', () => {
    expect(formatRatio(4.499)).toBe('4.49');
    expect(formatRatio(21)).toBe('21.00');
  });

  it('finds the default theme readable everywhere it puts text', () => {
    const pairs = themeTextContrast(DEFAULT_THEME_COLORS);
    expect(pairs).toHaveLength(7);
    expect(pairs.filter((pair) => !pair.passes)).toEqual([]);
  });

  it('picks white or near-black for a label background, whichever reads better', () => {
    expect(bestTextColour('#f59e0b')).toBe('#111827');
    expect(bestTextColour('#1e4589')).toBe('#ffffff');
    expect(contrastRatio(bestTextColour('#ef4444'), '#ef4444')!).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});

describe('the theme contract', () => {
  const messages = (result: z.core.util.SafeParseResult<unknown>) => (result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));

  it('accepts the default theme and stores colours in lower case', () => {
    const colours = copy(DEFAULT_THEME_COLORS);
    colours.light.secondary['500'] = '#ABCDEF';
    const result = z.safeParse(themeColours, colours);
    expect(result.success && result.data.light.secondary['500']).toBe('#abcdef');
  });

  it('names an invalid colour and a missing step', () => {
    const colours = copy(DEFAULT_THEME_COLORS) as unknown as Record<string, Record<string, Record<string, string | undefined>>>;
    colours.light!.tertiary!['300'] = 'blue';
    delete colours.dark!.yellow!['50'];
    expect(messages(z.safeParse(themeColours, colours))).toEqual([
      ['light.tertiary.300', 'validation.colour'],
      ['dark.yellow.50', 'validation.colourMissing'],
    ]);
    expect(messages(z.safeParse(hexColour, '#12345'))).toEqual([['', 'validation.colour']]);
  });

  it('refuses a primary 500 that the header button\'s dark text cannot be read on, on that field', () => {
    const colours = copy(DEFAULT_THEME_COLORS);
    colours.light.primary['500'] = '#1e3a8a';
    expect(messages(z.safeParse(themeColours, colours))).toEqual([['light.primary.500', `validation.contrast|{"ratio":"${formatRatio(contrastRatio('#111827', '#1e3a8a')!)}","min":4.5}`]]);
  });

  it('refuses a label whose text is unreadable on its background, and accepts the fixed one', () => {
    const settings = copy(TICKET_CARD_DEFAULTS);
    const refused = messages(z.safeParse(ticketCardSettings, settings));
    expect(refused.map(([path]) => path)).toEqual(['labelStyles.featured.textColor', 'labelStyles.new.textColor', 'labelStyles.sale.textColor', 'labelStyles.discount.textColor']);
    for (const style of Object.values(settings.labelStyles)) style.textColor = bestTextColour(style.backgroundColor);
    expect(z.safeParse(ticketCardSettings, settings).success).toBe(true);
  });
});
