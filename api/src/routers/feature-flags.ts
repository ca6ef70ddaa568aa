import { asc, eq } from 'drizzle-orm';
import { featureFlagByKeyInput, isFeatureEnabledInput } from '@storefront/shared/contracts/feature-flags';
import { featureFlags } from '../db/schema';
import { fail, publicProcedure, router } from '../trpc';

const flagColumns = {
  id: featureFlags.id,
  key: featureFlags.key,
  enabled: featureFlags.enabled,
  description: featureFlags.description,
};

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
});
