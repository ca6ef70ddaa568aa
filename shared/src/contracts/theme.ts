import { z } from 'zod';
import { id } from './common';

/** theme.getActiveTheme takes an optional input (spec §7); nothing in it is required today. */
export const activeThemeInput = z.object({ id: id.optional() }).optional();

export const componentStyleConfigByThemeInput = z.object({
  /** 0 is the built-in fallback theme (spec §3). */
  themeId: z.number().int().min(0).max(2_147_483_647),
});
