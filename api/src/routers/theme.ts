import { desc, eq } from 'drizzle-orm';
import { activeThemeInput } from '@storefront/shared/contracts/theme';
import { themes } from '../db/schema';
import { FALLBACK_THEME } from '../lib/theme-defaults';
import { publicProcedure, router } from '../trpc';

export const themeRouter = router({
  /** The active theme, or the built-in default theme (id 0) when none is active. */
  getActiveTheme: publicProcedure.input(activeThemeInput).query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select()
      .from(themes)
      .where(input?.id ? eq(themes.id, input.id) : eq(themes.isActive, true))
      .orderBy(desc(themes.updatedAt))
      .limit(1);
    if (!row) return FALLBACK_THEME;
    return {
      id: row.id,
      name: row.name,
      isActive: row.isActive,
      colors: row.colors as typeof FALLBACK_THEME.colors,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }),
});
