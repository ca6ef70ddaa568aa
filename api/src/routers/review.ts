import { and, desc, eq, sql } from 'drizzle-orm';
import { reviewCreateInput, reviewListInput } from '@storefront/shared/contracts/review';
import { reviews, uploads } from '../db/schema';
import { limitSubmissions } from '../lib/submission-limit';
import { fail, publicProcedure, router } from '../trpc';

export const reviewRouter = router({
  /** Approved reviews, newest first, with the rating summary of the same filter. */
  list: publicProcedure.input(reviewListInput).query(async ({ ctx, input }) => {
    const page = input?.page ?? 1;
    const pageSize = input?.pageSize ?? 10;
    const where = and(eq(reviews.status, 'approved'), input?.serviceType ? eq(reviews.serviceType, input.serviceType) : undefined);
    const [items, summaryRows] = await Promise.all([
      ctx.db
        .select({
          id: reviews.id,
          authorName: reviews.authorName,
          profession: reviews.profession,
          avatarUrl: reviews.avatarUrl,
          rating: reviews.rating,
          title: reviews.title,
          content: reviews.content,
          serviceType: reviews.serviceType,
          visitDate: reviews.visitDate,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      ctx.db
        .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(where)
        .groupBy(reviews.rating),
    ]);
    const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<1 | 2 | 3 | 4 | 5, number>;
    for (const row of summaryRows) distribution[row.rating as 1 | 2 | 3 | 4 | 5] = Number(row.count);
    const total = Object.values(distribution).reduce((sum, n) => sum + n, 0);
    const sum = Object.entries(distribution).reduce((acc, [rating, n]) => acc + Number(rating) * n, 0);
    return {
      items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
      total,
      page,
      pageSize,
      summary: { average: total ? Math.round((sum / total) * 10) / 10 : 0, count: total, distribution },
    };
  }),

  /** New reviews wait for moderation; an uploaded avatar is referenced by its upload id. */
  create: publicProcedure.input(reviewCreateInput).mutation(async ({ ctx, input }) => {
    await limitSubmissions(ctx, 'review');
    let avatarUrl = input.avatarUrl ?? null;
    if (input.avatarUploadId) {
      const [upload] = await ctx.db.select({ fileName: uploads.fileName }).from(uploads).where(eq(uploads.id, input.avatarUploadId)).limit(1);
      if (!upload) throw fail(ctx, 'BAD_REQUEST', 'errors.uploadNotFound');
      avatarUrl = `/uploads/${upload.fileName}`;
    }
    const [row] = await ctx.db
      .insert(reviews)
      .values({
        authorName: input.authorName,
        profession: input.profession ?? null,
        avatarUrl,
        avatarUploadId: input.avatarUploadId ?? null,
        rating: input.rating,
        title: input.title ?? null,
        content: input.content,
        serviceType: input.serviceType,
        visitDate: input.visitDate,
        locale: ctx.locale,
        status: 'pending',
      })
      .returning({ id: reviews.id });
    return { id: row!.id, status: 'pending' as const };
  }),
});
