import { desc, eq } from 'drizzle-orm';
import { moderationDecideInput } from '@storefront/shared/contracts/moderation';
import { comments, posts, reviews } from '../db/schema';
import { pick } from '../lib/i18n';
import { signedUploadUrl } from '../media/upload-access';
import { recordStaffAction } from '../staff/action-log';
import { fail, router, staffProcedure } from '../trpc';

export const moderationRouter = router({
  /** Newest first, so today's visitors are answered first. */
  queue: staffProcedure.query(async ({ ctx }) => {
    const [pendingComments, pendingReviews] = await Promise.all([
      ctx.db
        .select({ id: comments.id, name: comments.name, email: comments.email, anonymous: comments.anonymous, content: comments.content, createdAt: comments.createdAt, postSlug: posts.slug, postTitle: posts.title })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(eq(comments.status, 'pending'))
        .orderBy(desc(comments.createdAt), desc(comments.id)),
      ctx.db.select().from(reviews).where(eq(reviews.status, 'pending')).orderBy(desc(reviews.createdAt), desc(reviews.id)),
    ]);
    return {
      comments: pendingComments.map((c) => ({ ...c, postTitle: pick(c.postTitle, ctx.locale), createdAt: c.createdAt.toISOString() })),
      reviews: pendingReviews.map((r) => ({
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
      })),
    };
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
