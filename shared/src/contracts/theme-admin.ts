/**
 * The console's theme, ticket-card style and flag descriptions (staff area `settings`). The API
 * checks these, and the console's forms check the same schemas before sending. A colour is
 * `#rrggbb`; a scale has all ten steps; text the site draws on theme colours must reach WCAG AA
 * (shared/src/theme/contrast.ts), or the change is refused.
 */
import * as z from 'zod/mini';
import { SCALE_KEYS, SHADE_KEYS } from '../theme/theme-defaults';
import { AA_TEXT_CONTRAST, contrastRatio, formatRatio, themeTextContrast } from '../theme/contrast';
import { TICKET_CARD_LABELS } from '../theme/ticket-card-defaults';
import { id, text, wholeNumber } from './common';
import { messageKey } from './message-key';

/** `#rrggbb`, stored in lower case; a missing step of a scale is named as such. */
export const hexColour = z.string({ error: messageKey('validation.colourMissing') }).check(
  z.trim(),
  z.regex(/^#[0-9a-fA-F]{6}$/, { error: messageKey('validation.colour') }),
  z.toLowerCase(),
);

const colourScale = z.strictObject(Object.fromEntries(SHADE_KEYS.map((shade) => [shade, hexColour])) as Record<(typeof SHADE_KEYS)[number], typeof hexColour>);
const palette = z.strictObject(Object.fromEntries(SCALE_KEYS.map((scale) => [scale, colourScale])) as Record<(typeof SCALE_KEYS)[number], typeof colourScale>);

const contrastError = (ratio: number) => messageKey('validation.contrast', { ratio: formatRatio(ratio), min: AA_TEXT_CONTRAST });

/** Both modes' scales; each text pair under AA puts an error on the shade it depends on. */
export const themeColours = z.strictObject({ light: palette, dark: palette }).check(
  z.superRefine((colours, ctx) => {
    for (const { pair, ratio, passes } of themeTextContrast(colours)) {
      if (passes || ratio === null) continue;
      ctx.issues.push({ code: 'custom', input: colours, message: contrastError(ratio), path: [pair.mode, 'primary', pair.shade] });
    }
  }),
);
export type ThemeColoursInput = z.input<typeof themeColours>;

export const THEME_NAME_MAX = 60;
const themeName = text(THEME_NAME_MAX);

/** Saves a theme's name and colours (the active one's change is what visitors see next). */
export const updateThemeInput = z.object({ id, name: themeName, colors: themeColours });
export type UpdateThemeInput = z.infer<typeof updateThemeInput>;

/** A new theme, made from the colours in the form; `activate` makes it the site's at once. */
export const createThemeInput = z.object({ name: themeName, colors: themeColours, activate: z.boolean({ error: messageKey('validation.invalid') }) });
export type CreateThemeInput = z.infer<typeof createThemeInput>;

export const activateThemeInput = z.object({ id });

/** The tallest a ticket card's picture may be, in CSS pixels; the shortest that still shows one. */
export const IMAGE_HEIGHT_MIN = 120;
export const IMAGE_HEIGHT_MAX = 800;

const labelStyle = z
  .strictObject({ backgroundColor: hexColour, textColor: hexColour })
  .check(
    z.superRefine((style, ctx) => {
      const ratio = contrastRatio(style.textColor, style.backgroundColor);
      if (ratio !== null && ratio < AA_TEXT_CONTRAST) ctx.issues.push({ code: 'custom', input: style, message: contrastError(ratio), path: ['textColor'] });
    }),
  );

const perLabel = <T extends z.ZodMiniType>(schema: T) => z.strictObject(Object.fromEntries(TICKET_CARD_LABELS.map((label) => [label, schema])) as Record<(typeof TICKET_CARD_LABELS)[number], T>);

export const ticketCardSettings = z.strictObject({
  imageHeight: wholeNumber(IMAGE_HEIGHT_MIN, IMAGE_HEIGHT_MAX, messageKey('validation.between', { min: IMAGE_HEIGHT_MIN, max: IMAGE_HEIGHT_MAX })),
  showLabels: perLabel(z.boolean({ error: messageKey('validation.invalid') })),
  labelStyles: perLabel(labelStyle),
});

/** The ticket-card style of one theme (commerce's ticket cards read the active theme's). */
export const updateTicketCardInput = z.object({ themeId: id, settings: ticketCardSettings });
export type UpdateTicketCardInput = z.infer<typeof updateTicketCardInput>;

export const ticketCardInput = z.object({ themeId: id });

export const FLAG_DESCRIPTION_MAX = 300;

/** A flag's description for staff; empty clears it. */
export const setFlagDescriptionInput = z.object({
  key: z.string({ error: messageKey('validation.required') }).check(z.minLength(1, { error: messageKey('validation.required') }), z.maxLength(100, { error: messageKey('validation.maxLength', { max: 100 }) })),
  description: text(FLAG_DESCRIPTION_MAX, 0),
});
export type SetFlagDescriptionInput = z.infer<typeof setFlagDescriptionInput>;
