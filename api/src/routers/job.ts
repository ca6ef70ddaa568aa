import { desc, eq } from 'drizzle-orm';
import { jobOpenings } from '../db/schema';
import { pick } from '../lib/i18n';
import { publicProcedure, router } from '../trpc';

export const jobRouter = router({
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(jobOpenings).where(eq(jobOpenings.isOpen, true)).orderBy(desc(jobOpenings.publishedAt));
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
});
