import { and, asc, eq, sql } from 'drizzle-orm';
import { commentCreateInput, commentListInput } from '@storefront/shared/contracts/comment';
import { COMMENT_PAGE_SIZE } from '@storefront/shared/contracts/request-limits';
import { comments, posts } from '../db/schema';
import { postIsPublic } from '../content/post-visibility';
import { limitSubmissions } from '../lib/submission-limit';
import { fail, publicProcedure, router } from '../trpc';

interface CommentNode {
  id: number;
  parentId: number | null;
  name: string | null;
  anonymous: boolean;
  content: string;
  createdAt: string;
  replies: CommentNode[];
}

export const commentRouter = router({
  /**
   * A page of a post's approved comments, oldest first, as a thread; emails are never returned.
   * `total` counts every approved comment of the post.
   */
  list: publicProcedure.input(commentListInput).query(async ({ ctx, input }) => {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? COMMENT_PAGE_SIZE;
    const [post] = await ctx.db.select({ id: posts.id }).from(posts).where(and(eq(posts.slug, input.postSlug), postIsPublic())).limit(1);
    if (!post) throw fail(ctx, 'NOT_FOUND', 'errors.postNotFound');
    const approved = and(eq(comments.postId, post.id), eq(comments.status, 'approved'));
    const [rows, [count]] = await Promise.all([
      ctx.db
        .select({ id: comments.id, parentId: comments.parentId, name: comments.name, anonymous: comments.anonymous, content: comments.content, createdAt: comments.createdAt })
        .from(comments)
        .where(approved)
        .orderBy(asc(comments.createdAt), asc(comments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(comments).where(approved),
    ]);
    const nodes = new Map<number, CommentNode>();
    for (const row of rows) {
      nodes.set(row.id, { ...row, name: row.anonymous ? null : row.name, createdAt: row.createdAt.toISOString(), replies: [] });
    }
    const roots: CommentNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId !== null ? nodes.get(node.parentId) : undefined;
      // A reply whose parent is not shown (pending, rejected, on an earlier page) moves up to the top level.
      (parent ? parent.replies : roots).push(node);
    }
    return { items: roots, total: Number(count?.total ?? 0), page, pageSize };
  }),

  /** New comments wait for moderation (spec §4). */
  create: publicProcedure.input(commentCreateInput).mutation(async ({ ctx, input }) => {
    const [post] = await ctx.db.select({ id: posts.id }).from(posts).where(and(eq(posts.slug, input.postSlug), postIsPublic())).limit(1);
    if (!post) throw fail(ctx, 'NOT_FOUND', 'errors.postNotFound');
    await limitSubmissions(ctx, 'comment');
    if (input.parentId !== undefined) {
      const [parent] = await ctx.db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.id, input.parentId), eq(comments.postId, post.id)))
        .limit(1);
      if (!parent) throw fail(ctx, 'BAD_REQUEST', 'errors.commentParent');
    }
    const [row] = await ctx.db
      .insert(comments)
      .values({
        postId: post.id,
        parentId: input.parentId ?? null,
        userId: ctx.session?.user.id ?? null,
        name: input.anonymous ? null : (input.name ?? null),
        email: input.email ? input.email.toLowerCase() : null,
        anonymous: input.anonymous,
        content: input.content,
        status: 'pending',
      })
      .returning({ id: comments.id });
    return { id: row!.id, status: 'pending' as const };
  }),
});
