import { desc, eq } from 'drizzle-orm';
import { activeThemeInput } from '@storefront/shared/contracts/theme';
import { activateThemeInput, createThemeInput, updateThemeInput } from '@storefront/shared/contracts/theme-admin';
import { themes } from '../db/schema';
import { FALLBACK_THEME } from '../lib/theme-defaults';
import { activateTheme, createTheme, listThemes, updateTheme } from '../settings/theme-admin';
import { areaProcedure, publicProcedure, router } from '../trpc';

const settingsProcedure = areaProcedure('settings');

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

  /** The console's themes, the active one first (admins, area `settings`). */
  adminList: settingsProcedure.query(({ ctx }) => listThemes(ctx.db)),

  /** A theme's name and colours; contrast under WCAG AA is refused by the contract. */
  update: settingsProcedure.input(updateThemeInput).mutation(({ ctx, input }) => updateTheme({ db: ctx.db, locale: ctx.locale, actorId: ctx.session.user.id }, input)),

  create: settingsProcedure.input(createThemeInput).mutation(({ ctx, input }) => createTheme({ db: ctx.db, locale: ctx.locale, actorId: ctx.session.user.id }, input)),

  activate: settingsProcedure.input(activateThemeInput).mutation(({ ctx, input }) => activateTheme({ db: ctx.db, locale: ctx.locale, actorId: ctx.session.user.id }, input)),
});
