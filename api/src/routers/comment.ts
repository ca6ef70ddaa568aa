import { and, asc, eq } from 'drizzle-orm';
import { commentCreateInput, commentListInput } from '@storefront/shared/contracts/comment';
import { comments, posts } from '../db/schema';
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
  /** Approved comments of a post as a thread; emails are never returned. */
  list: publicProcedure.input(commentListInput).query(async ({ ctx, input }) => {
    const [post] = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, input.postSlug)).limit(1);
    if (!post) throw fail(ctx, 'NOT_FOUND', 'errors.postNotFound');
    const rows = await ctx.db
      .select({ id: comments.id, parentId: comments.parentId, name: comments.name, anonymous: comments.anonymous, content: comments.content, createdAt: comments.createdAt })
      .from(comments)
      .where(and(eq(comments.postId, post.id), eq(comments.status, 'approved')))
      .orderBy(asc(comments.createdAt), asc(comments.id));
    const nodes = new Map<number, CommentNode>();
    for (const row of rows) {
      nodes.set(row.id, { ...row, name: row.anonymous ? null : row.name, createdAt: row.createdAt.toISOString(), replies: [] });
    }
    const roots: CommentNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId !== null ? nodes.get(node.parentId) : undefined;
      // A reply whose parent is not shown (pending, rejected) moves up to the top level.
      (parent ? parent.replies : roots).push(node);
    }
    return { items: roots, total: rows.length };
  }),

  /** New comments wait for moderation (spec §4). */
  create: publicProcedure.input(commentCreateInput).mutation(async ({ ctx, input }) => {
    const [post] = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, input.postSlug)).limit(1);
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
