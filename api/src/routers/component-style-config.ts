import { and, asc, eq } from 'drizzle-orm';
import { componentStyleConfigByThemeInput } from '@storefront/shared/contracts/theme';
import { componentStyleConfigs } from '../db/schema';
import { mergeOverDefaults, TICKET_CARD_DEFAULTS } from '../lib/theme-defaults';
import { publicProcedure, router } from '../trpc';

export const componentStyleConfigRouter = router({
  /** Active style configs of a theme; ticket-card settings are merged over the spec defaults. */
  byThemeId: publicProcedure.input(componentStyleConfigByThemeInput).query(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select()
      .from(componentStyleConfigs)
      .where(and(eq(componentStyleConfigs.themeId, input.themeId), eq(componentStyleConfigs.isActive, true)))
      .orderBy(asc(componentStyleConfigs.id));
    const configs = rows.map((row) => ({
      id: row.id,
      themeId: row.themeId,
      type: row.type,
      title: row.title,
      settings: row.type === 'ticket-card' ? mergeOverDefaults(TICKET_CARD_DEFAULTS, row.settings) : row.settings,
      isActive: row.isActive,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
    if (input.themeId === 0 && configs.length === 0) {
      const epoch = new Date(0).toISOString();
      return [{ id: 0, themeId: 0, type: 'ticket-card', title: 'Ticket card', settings: TICKET_CARD_DEFAULTS, isActive: true, createdAt: epoch, updatedAt: epoch }];
    }
    return configs;
  }),
});
