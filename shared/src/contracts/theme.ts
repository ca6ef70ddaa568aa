import * as z from 'zod/mini';
import { id, wholeNumber } from './common';

/** theme.getActiveTheme takes an optional input (spec §7); nothing in it is required today. */
export const activeThemeInput = z.optional(z.object({ id: z.optional(id) }));

export const componentStyleConfigByThemeInput = z.object({
  /** 0 is the built-in fallback theme (spec §3). */
  themeId: wholeNumber(0, 2_147_483_647),
});
