import { desc } from 'drizzle-orm';
import { jobOpeningIdInput, jobOpeningInput, updateJobOpeningInput } from '@storefront/shared/contracts/page-admin';
import { jobOpenings } from '../db/schema';
import { pick } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { areaProcedure, publicProcedure, router } from '../trpc';
import { closeOpening, createOpening, deleteOpening, isListed, listOpenings, reopenOpening, updateOpening } from '../content/job-admin';
import { adminContext } from './product';

/** Job openings in the console: editors and admins (staff area `content`). */
const contentProcedure = areaProcedure('content');

export const jobRouter = router({
  /** The recruitment page: open openings not past their closing day. */
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(jobOpenings).where(isListed()).orderBy(desc(jobOpenings.publishedAt)).limit(WHOLE_LIST_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: pick(row.title, ctx.locale),
      department: pick(row.department, ctx.locale),
      location: pick(row.location, ctx.locale),
      employmentType: row.employmentType,
      description: pick(row.description, ctx.locale),
      requirements: row.requirements.map((item) => pick(item, ctx.locale)),
      publishedAt: row.publishedAt.toISOString(),
      closesAt: row.closesAt,
    }));
  }),

  // ── The console (staff area `content`) ──

  adminList: contentProcedure.query(({ ctx }) => listOpenings(ctx.db)),
  create: contentProcedure.input(jobOpeningInput).mutation(({ ctx, input }) => createOpening(adminContext(ctx), input)),
  update: contentProcedure.input(updateJobOpeningInput).mutation(({ ctx, input }) => updateOpening(adminContext(ctx), input)),
  close: contentProcedure.input(jobOpeningIdInput).mutation(({ ctx, input }) => closeOpening(adminContext(ctx), input.id)),
  reopen: contentProcedure.input(jobOpeningIdInput).mutation(({ ctx, input }) => reopenOpening(adminContext(ctx), input.id)),
  delete: contentProcedure.input(jobOpeningIdInput).mutation(({ ctx, input }) => deleteOpening(adminContext(ctx), input.id)),
});
