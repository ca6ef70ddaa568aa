import { eq, inArray, sql } from 'drizzle-orm';
import { moderationDecideInput, moderationQueueInput } from '@storefront/shared/contracts/moderation';
import type { Db } from '../db/client';
import { comments, posts, reviews } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { signedUploadUrl } from '../media/upload-access';
import { recordStaffAction } from '../staff/action-log';
import { fail, router, staffProcedure } from '../trpc';

/**
 * One page of what waits for a decision: pending comments and reviews in one newest-first order,
 * with how many wait in all (count(*) over the whole union, before LIMIT).
 */
async function pendingPage(db: Db, limit: number, offset: number) {
  const result = await db.execute<{ kind: 'comment' | 'review'; id: number; total: number }>(sql`
    SELECT kind, id, (count(*) OVER ())::int AS total FROM (
      SELECT 'comment' AS kind, ${comments.id} AS id, ${comments.createdAt} AS created_at FROM ${comments} WHERE ${comments.status} = 'pending'
      UNION ALL
      SELECT 'review', ${reviews.id}, ${reviews.createdAt} FROM ${reviews} WHERE ${reviews.status} = 'pending'
    ) pending
    ORDER BY created_at DESC, kind, id DESC
    LIMIT ${limit} OFFSET ${offset}`);
  return result.rows.map((row) => ({ kind: row.kind, id: Number(row.id), total: Number(row.total) }));
}

async function pendingComments(db: Db, ids: number[], locale: Locale) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: comments.id, name: comments.name, email: comments.email, anonymous: comments.anonymous, content: comments.content, createdAt: comments.createdAt, postSlug: posts.slug, postTitle: posts.title })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(inArray(comments.id, ids));
  return rows.map((c) => ({ kind: 'comment' as const, ...c, postTitle: pick(c.postTitle, locale), createdAt: c.createdAt.toISOString() }));
}

async function pendingReviews(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(reviews).where(inArray(reviews.id, ids));
  return rows.map((r) => ({
    kind: 'review' as const,
    id: r.id,
    authorName: r.authorName,
    profession: r.profession,
    // An uploaded photo is not public before approval: staff see it through a signed link.
    avatarUrl: r.avatarUploadId && r.avatarUrl ? signedUploadUrl(r.avatarUrl) : r.avatarUrl,
    rating: r.rating,
    title: r.title,
    content: r.content,
    serviceType: r.serviceType,
    visitDate: r.visitDate,
    createdAt: r.createdAt.toISOString(),
  }));
}

export const moderationRouter = router({
  /** Newest first, so today's visitors are answered first; a page at a time. */
  queue: staffProcedure.input(moderationQueueInput).query(async ({ ctx, input }) => {
    const page = input?.page ?? 1;
    const pageSize = input?.pageSize ?? 20;
    const slots = await pendingPage(ctx.db, pageSize, (page - 1) * pageSize);
    const idsOf = (kind: 'comment' | 'review') => slots.filter((slot) => slot.kind === kind).map((slot) => slot.id);
    const [commentItems, reviewItems] = await Promise.all([pendingComments(ctx.db, idsOf('comment'), ctx.locale), pendingReviews(ctx.db, idsOf('review'))]);
    const byKey = new Map([...commentItems, ...reviewItems].map((item) => [`${item.kind}:${item.id}`, item]));
    const items = slots.flatMap((slot) => byKey.get(`${slot.kind}:${slot.id}`) ?? []);
    // A page past the end has no row to carry the total.
    const total = slots[0]?.total ?? (page > 1 ? (await pendingPage(ctx.db, 1, 0))[0]?.total ?? 0 : 0);
    return { items, total };
  }),

  /** The decision and its log entry are stored together. */
  decide: staffProcedure.input(moderationDecideInput).mutation(async ({ ctx, input }) => {
    const status = input.approve ? ('approved' as const) : ('rejected' as const);
    const table = input.kind === 'comment' ? comments : reviews;
    const decided = await ctx.db.transaction(async (tx) => {
      const updated = await tx.update(table).set({ status }).where(eq(table.id, input.id)).returning({ id: table.id });
      if (updated.length === 0) return false;
      await recordStaffAction(tx, { actorId: ctx.session.user.id, action: `${input.kind}.${input.approve ? 'approve' : 'reject'}`, subjectKind: input.kind, subjectId: input.id });
      return true;
    });
    if (!decided) throw fail(ctx, 'NOT_FOUND', 'errors.moderationItemNotFound');
    return { id: input.id, kind: input.kind, status };
  }),
});
