/**
 * The console's changes to the site's look: a theme's colours and name, a new theme, which theme
 * is active, and a theme's ticket-card style. Each runs in one transaction with its staff-log row,
 * so a change is never stored without who made it and what it replaced; a refusal throws before
 * anything is written, and saving what is already stored changes and records nothing.
 *
 * Every theme write first locks all theme rows (there are a handful), so two admins' changes run
 * one after the other: exactly one theme stays active, and each logged `before` is what the
 * previous change left. The public site reads the active theme into every document it serves
 * (api/src/http/startup-state.ts), so a committed change shows on a visitor's next page load.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CreateThemeInput, UpdateThemeInput, UpdateTicketCardInput } from '@storefront/shared/contracts/theme-admin';
import { SCALE_KEYS, SHADE_KEYS, type ThemeColors } from '@storefront/shared/theme/theme-defaults';
import type { TicketCardSettings } from '@storefront/shared/theme/ticket-card-defaults';
import type { Db } from '../db/client';
import { componentStyleConfigs, themes } from '../db/schema';
import { sqlState, transactionWithRetry } from '../db/transaction-retry';
import type { Locale } from '../lib/i18n';
import { mergeOverDefaults, TICKET_CARD_DEFAULTS } from '../lib/theme-defaults';
import { recordStaffAction } from '../staff/action-log';
import { fail } from '../lib/domain-error';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AdminContext {
  db: Db;
  locale: Locale;
  actorId: number;
}

const TICKET_CARD = 'ticket-card';

const themeColumns = { id: themes.id, name: themes.name, isActive: themes.isActive, colors: themes.colors, updatedAt: themes.updatedAt };
type ThemeRow = { id: number; name: string; isActive: boolean; colors: unknown; updatedAt: Date };

function shown(row: ThemeRow) {
  return { id: row.id, name: row.name, isActive: row.isActive, colors: row.colors as ThemeColors, updatedAt: row.updatedAt.toISOString() };
}

/** Every theme, locked until the transaction ends (see the module's comment). */
function lockThemes(tx: Tx) {
  return tx.select(themeColumns).from(themes).orderBy(asc(themes.id)).for('update');
}

/** The shades that differ, as `{ light: { primary: { '500': '#…' } } }` of each side: what a change's log row keeps. */
export function changedShades(before: unknown, after: ThemeColors): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const old = (before ?? {}) as Partial<Record<string, Partial<Record<string, Partial<Record<string, string>>>>>>;
  const was: Record<string, Record<string, Record<string, string | null>>> = {};
  const now: Record<string, Record<string, Record<string, string>>> = {};
  for (const mode of ['light', 'dark'] as const) {
    for (const scale of SCALE_KEYS) {
      for (const shade of SHADE_KEYS) {
        const previous = old[mode]?.[scale]?.[shade] ?? null;
        const next = after[mode][scale][shade];
        if (previous === next) continue;
        ((was[mode] ??= {})[scale] ??= {})[shade] = previous;
        ((now[mode] ??= {})[scale] ??= {})[shade] = next;
      }
    }
  }
  return { before: was, after: now };
}

const isEmpty = (value: Record<string, unknown>) => Object.keys(value).length === 0;

/** A name another theme has is a CONFLICT in the admin's language, not a 500. */
async function uniqueName<T>(ctx: AdminContext, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw fail(ctx, 'CONFLICT', 'errors.themeNameTaken', { name });
    throw error;
  }
}

/** Every theme for the console, the active one first, then by name. */
export async function listThemes(db: Db) {
  const rows = await db.select(themeColumns).from(themes).orderBy(sql`${themes.isActive} desc`, asc(themes.name));
  return rows.map(shown);
}

export function updateTheme(ctx: AdminContext, input: UpdateThemeInput) {
  return uniqueName(ctx, input.name, () =>
    transactionWithRetry(ctx.db, async (tx) => {
      const current = (await lockThemes(tx)).find((row) => row.id === input.id);
      if (!current) throw fail(ctx, 'NOT_FOUND', 'errors.themeNotFound');
      const colours = changedShades(current.colors, input.colors);
      const renamed = current.name !== input.name;
      if (!renamed && isEmpty(colours.after)) return shown(current);
      const [updated] = await tx
        .update(themes)
        .set({ name: input.name, colors: input.colors, updatedAt: sql`now()` })
        .where(eq(themes.id, current.id))
        .returning(themeColumns);
      await recordStaffAction(tx, {
        actorId: ctx.actorId,
        action: 'theme.update',
        subjectKind: 'theme',
        subjectId: current.id,
        before: { ...(renamed && { name: current.name }), ...(!isEmpty(colours.before) && { colors: colours.before }) },
        after: { ...(renamed && { name: input.name }), ...(!isEmpty(colours.after) && { colors: colours.after }) },
      });
      return shown(updated!);
    }),
  );
}

/**
 * A new theme with the form's colours. It starts with the active theme's ticket-card style, so
 * activating it changes the colours and nothing else.
 */
export function createTheme(ctx: AdminContext, input: CreateThemeInput) {
  return uniqueName(ctx, input.name, () =>
    transactionWithRetry(ctx.db, async (tx) => {
      const existing = await lockThemes(tx);
      const active = existing.find((row) => row.isActive);
      if (input.activate && active) await tx.update(themes).set({ isActive: false, updatedAt: sql`now()` }).where(eq(themes.isActive, true));
      const [created] = await tx.insert(themes).values({ name: input.name, colors: input.colors, isActive: input.activate }).returning(themeColumns);
      const [style] = active ? await activeTicketCard(tx, active.id) : [];
      await tx.insert(componentStyleConfigs).values({
        themeId: created!.id,
        type: TICKET_CARD,
        title: 'Ticket card',
        settings: mergeOverDefaults(TICKET_CARD_DEFAULTS, style?.settings),
      });
      await recordStaffAction(tx, {
        actorId: ctx.actorId,
        action: 'theme.create',
        subjectKind: 'theme',
        subjectId: created!.id,
        before: input.activate ? { activeThemeId: active?.id ?? null } : null,
        after: { name: input.name, colors: input.colors, isActive: input.activate },
      });
      return shown(created!);
    }),
  );
}

/** Makes `id` the one active theme; activating the active theme changes nothing. */
export function activateTheme(ctx: AdminContext, input: { id: number }) {
  return transactionWithRetry(ctx.db, async (tx) => {
    const rows = await lockThemes(tx);
    const target = rows.find((row) => row.id === input.id);
    if (!target) throw fail(ctx, 'NOT_FOUND', 'errors.themeNotFound');
    const previous = rows.filter((row) => row.isActive);
    if (target.isActive && previous.length === 1) return shown(target);
    await tx.update(themes).set({ isActive: false, updatedAt: sql`now()` }).where(and(eq(themes.isActive, true), ne(themes.id, target.id)));
    const [activated] = await tx.update(themes).set({ isActive: true, updatedAt: sql`now()` }).where(eq(themes.id, target.id)).returning(themeColumns);
    await recordStaffAction(tx, {
      actorId: ctx.actorId,
      action: 'theme.activate',
      subjectKind: 'theme',
      subjectId: target.id,
      before: { activeThemeId: previous[0]?.id ?? null, name: previous[0]?.name ?? null },
      after: { activeThemeId: target.id, name: target.name },
    });
    return shown(activated!);
  });
}

function activeTicketCard(tx: Tx | Db, themeId: number) {
  return tx
    .select({ id: componentStyleConfigs.id, settings: componentStyleConfigs.settings })
    .from(componentStyleConfigs)
    .where(and(eq(componentStyleConfigs.themeId, themeId), eq(componentStyleConfigs.type, TICKET_CARD), eq(componentStyleConfigs.isActive, true)))
    .orderBy(asc(componentStyleConfigs.id))
    .limit(1);
}

/** A theme's ticket-card settings as commerce shows them (stored ones over the defaults). */
export async function ticketCardOf(ctx: Pick<AdminContext, 'db' | 'locale'>, themeId: number): Promise<TicketCardSettings> {
  const [theme] = await ctx.db.select({ id: themes.id }).from(themes).where(eq(themes.id, themeId)).limit(1);
  if (!theme) throw fail(ctx, 'NOT_FOUND', 'errors.themeNotFound');
  const [style] = await activeTicketCard(ctx.db, themeId);
  return mergeOverDefaults(TICKET_CARD_DEFAULTS, style?.settings);
}

/**
 * Replaces a theme's ticket-card settings (the row commerce reads; one is made when the theme has
 * none). Logged with the whole settings before and after: they are small and read as one.
 */
export function updateTicketCard(ctx: AdminContext, input: UpdateTicketCardInput) {
  return transactionWithRetry(ctx.db, async (tx) => {
    const theme = (await lockThemes(tx)).find((row) => row.id === input.themeId);
    if (!theme) throw fail(ctx, 'NOT_FOUND', 'errors.themeNotFound');
    const [style] = await activeTicketCard(tx, theme.id);
    const before = mergeOverDefaults(TICKET_CARD_DEFAULTS, style?.settings);
    if (JSON.stringify(before) === JSON.stringify(input.settings)) return input.settings;
    if (style) {
      await tx.update(componentStyleConfigs).set({ settings: input.settings, updatedAt: sql`now()` }).where(eq(componentStyleConfigs.id, style.id));
    } else {
      await tx.insert(componentStyleConfigs).values({ themeId: theme.id, type: TICKET_CARD, title: 'Ticket card', settings: input.settings });
    }
    await recordStaffAction(tx, { actorId: ctx.actorId, action: 'ticketCard.update', subjectKind: 'theme', subjectId: theme.id, before, after: input.settings });
    return input.settings;
  });
}
