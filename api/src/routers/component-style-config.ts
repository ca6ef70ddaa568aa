import { and, asc, eq } from 'drizzle-orm';
import { componentStyleConfigByThemeInput } from '@storefront/shared/contracts/theme';
import { ticketCardInput, updateTicketCardInput } from '@storefront/shared/contracts/theme-admin';
import { componentStyleConfigs } from '../db/schema';
import { mergeOverDefaults, TICKET_CARD_DEFAULTS } from '../lib/theme-defaults';
import { ticketCardOf, updateTicketCard } from '../settings/theme-admin';
import { areaProcedure, publicProcedure, router } from '../trpc';

const settingsProcedure = areaProcedure('settings');

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

  /** A theme's ticket-card settings as commerce shows them, for the console (admins, area `settings`). */
  ticketCard: settingsProcedure.input(ticketCardInput).query(({ ctx, input }) => ticketCardOf(ctx, input.themeId)),

  /** Replaces a theme's ticket-card settings; unreadable label colours are refused by the contract. */
  updateTicketCard: settingsProcedure
    .input(updateTicketCardInput)
    .mutation(({ ctx, input }) => updateTicketCard({ db: ctx.db, locale: ctx.locale, actorId: ctx.session.user.id }, input)),
});
