import { asc, eq, sql } from 'drizzle-orm';
import { featureFlagByKeyInput, isFeatureEnabledInput, setFeatureFlagInput } from '@storefront/shared/contracts/feature-flags';
import { setFlagDescriptionInput } from '@storefront/shared/contracts/theme-admin';
import { featureFlags } from '../db/schema';
import { recordStaffAction } from '../staff/action-log';
import { areaProcedure, fail, publicProcedure, router } from '../trpc';

const flagColumns = {
  id: featureFlags.id,
  key: featureFlags.key,
  enabled: featureFlags.enabled,
  description: featureFlags.description,
};
const flagWithTime = { ...flagColumns, updatedAt: featureFlags.updatedAt };

export const featureFlagsRouter = router({
  /** Spec §8 wording on failure: 'Đã xảy ra lỗi khi tải feature flags'. */
  getAllFeatureFlags: publicProcedure.query(async ({ ctx }) => {
    try {
      return await ctx.db.select(flagColumns).from(featureFlags).orderBy(asc(featureFlags.key));
    } catch {
      throw fail(ctx, 'INTERNAL_SERVER_ERROR', 'errors.featureFlags');
    }
  }),

  /** Spec §8 wording: 'Đã xảy ra lỗi khi tải feature flag với key {key}'. */
  getFeatureFlagByKey: publicProcedure.input(featureFlagByKeyInput).query(async ({ ctx, input }) => {
    const [flag] = await ctx.db
      .select(flagColumns)
      .from(featureFlags)
      .where(eq(featureFlags.key, input.key))
      .limit(1)
      .catch(() => {
        throw fail(ctx, 'INTERNAL_SERVER_ERROR', 'errors.featureFlag', { key: input.key });
      });
    if (!flag) throw fail(ctx, 'NOT_FOUND', 'errors.featureFlag', { key: input.key });
    return flag;
  }),

  /** Unknown flags answer the caller's default (spec §8). */
  isFeatureEnabled: publicProcedure.input(isFeatureEnabledInput).query(async ({ ctx, input }) => {
    const [flag] = await ctx.db
      .select({ enabled: featureFlags.enabled })
      .from(featureFlags)
      .where(eq(featureFlags.key, input.key))
      .limit(1);
    return { enabled: flag ? flag.enabled : input.defaultValue };
  }),

  /** The console's list: every flag with its description and when it last changed (admins, area `settings`). */
  list: areaProcedure('settings').query(async ({ ctx }) => {
    const rows = await ctx.db.select(flagWithTime).from(featureFlags).orderBy(asc(featureFlags.key));
    return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  }),

  /**
   * Switches an existing flag; an unknown key is NOT_FOUND and creates nothing (flags come with
   * the code that reads them, through the seed). The row is locked while it is read and written,
   * so concurrent switches run one after the other and each logged `before` is the state the
   * previous one left. Setting the state a flag already has changes and records nothing.
   */
  setFeatureFlag: areaProcedure('settings').input(setFeatureFlagInput).mutation(async ({ ctx, input }) => {
    const flag = await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select(flagWithTime).from(featureFlags).where(eq(featureFlags.key, input.key)).for('update');
      if (!current || current.enabled === input.enabled) return current;
      const [updated] = await tx.update(featureFlags).set({ enabled: input.enabled, updatedAt: sql`now()` }).where(eq(featureFlags.id, current.id)).returning(flagWithTime);
      await recordStaffAction(tx, {
        actorId: ctx.session.user.id,
        action: 'featureFlag.set',
        subjectKind: 'featureFlag',
        subjectId: current.id,
        before: { enabled: current.enabled },
        after: { enabled: input.enabled },
      });
      return updated!;
    });
    if (!flag) throw fail(ctx, 'NOT_FOUND', 'errors.featureFlagNotFound', { key: input.key });
    return { ...flag, updatedAt: flag.updatedAt.toISOString() };
  }),

  /**
   * A flag's description for staff (one text: flags and their descriptions are written by the
   * team, for the team, and the console shows the same text in both languages). Locked like a
   * switch; an unknown key is NOT_FOUND; the same text changes and records nothing.
   */
  setDescription: areaProcedure('settings').input(setFlagDescriptionInput).mutation(async ({ ctx, input }) => {
    const flag = await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select(flagWithTime).from(featureFlags).where(eq(featureFlags.key, input.key)).for('update');
      if (!current || current.description === input.description) return current;
      const [updated] = await tx.update(featureFlags).set({ description: input.description, updatedAt: sql`now()` }).where(eq(featureFlags.id, current.id)).returning(flagWithTime);
      await recordStaffAction(tx, {
        actorId: ctx.session.user.id,
        action: 'featureFlag.describe',
        subjectKind: 'featureFlag',
        subjectId: current.id,
        before: { description: current.description },
        after: { description: input.description },
      });
      return updated!;
    });
    if (!flag) throw fail(ctx, 'NOT_FOUND', 'errors.featureFlagNotFound', { key: input.key });
    return { ...flag, updatedAt: flag.updatedAt.toISOString() };
  }),
});
