import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { postBySlugInput, postListInput } from '@storefront/shared/contracts/post';
import { postCategories, posts, type Translatable } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { fail, publicProcedure, router } from '../trpc';
import { sanitizeArticleHtml } from '../content/article-html';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';

const cardColumns = {
  id: posts.id,
  slug: posts.slug,
  kind: posts.kind,
  title: posts.title,
  excerpt: posts.excerpt,
  coverImageUrl: posts.coverImageUrl,
  authorName: posts.authorName,
  tags: posts.tags,
  viewCount: posts.viewCount,
  publishedAt: posts.publishedAt,
  categorySlug: postCategories.slug,
  categoryName: postCategories.name,
};

interface CardRow {
  id: number;
  slug: string;
  kind: 'article' | 'news';
  title: Translatable;
  excerpt: Translatable;
  coverImageUrl: string;
  authorName: string;
  tags: string[];
  viewCount: number;
  publishedAt: Date;
  categorySlug: string | null;
  categoryName: Translatable | null;
}

function postCard(row: CardRow, locale: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: pick(row.title, locale),
    excerpt: pick(row.excerpt, locale),
    coverImageUrl: row.coverImageUrl,
    authorName: row.authorName,
    tags: row.tags,
    viewCount: row.viewCount,
    publishedAt: row.publishedAt.toISOString(),
    category: row.categorySlug ? { slug: row.categorySlug, name: pick(row.categoryName, locale) } : null,
  };
}

export const postRouter = router({
  list: publicProcedure.input(postListInput).query(async ({ ctx, input }) => {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 9;
    const where = and(
      eq(posts.kind, input.kind),
      eq(posts.isPublished, true),
      input.categorySlug ? eq(postCategories.slug, input.categorySlug) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      ctx.db
        .select(cardColumns)
        .from(posts)
        .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
        .where(where)
        .orderBy(desc(posts.publishedAt), desc(posts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(posts).leftJoin(postCategories, eq(postCategories.id, posts.categoryId)).where(where),
    ]);
    return { items: rows.map((row) => postCard(row, ctx.locale)), total: Number(count?.total ?? 0), page, pageSize };
  }),

  bySlug: publicProcedure.input(postBySlugInput).query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select({ ...cardColumns, content: posts.content, updatedAt: posts.updatedAt })
      .from(posts)
      .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
      .where(and(eq(posts.slug, input.slug), eq(posts.isPublished, true)))
      .limit(1);
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.postNotFound');
    // Popularity for the sidebar; counting is best-effort and never blocks the read.
    await ctx.db.update(posts).set({ viewCount: sql`${posts.viewCount} + 1` }).where(eq(posts.id, row.id)).catch(() => {});
    // Sanitised when read, so whatever a stored body holds (seed, import, a future editor) never runs script.
    return { ...postCard(row, ctx.locale), content: sanitizeArticleHtml(pick(row.content, ctx.locale)), updatedAt: row.updatedAt.toISOString() };
  }),

  /** Article sidebar: most-read articles and featured categories (the subscribe box is newsletter.subscribe). */
  sidebar: publicProcedure.query(async ({ ctx }) => {
    const [popular, featured] = await Promise.all([
      ctx.db
        .select(cardColumns)
        .from(posts)
        .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
        .where(eq(posts.isPublished, true))
        .orderBy(desc(posts.viewCount), desc(posts.publishedAt))
        .limit(5),
      ctx.db
        .select({
          slug: postCategories.slug,
          name: postCategories.name,
          description: postCategories.description,
          postCount: sql<number>`(SELECT count(*)::int FROM posts p WHERE p.category_id = "post_categories"."id" AND p.is_published)`,
        })
        .from(postCategories)
        .where(eq(postCategories.isFeatured, true))
        .orderBy(asc(postCategories.sortOrder))
        .limit(WHOLE_LIST_LIMIT),
    ]);
    return {
      popular: popular.map((row) => postCard(row, ctx.locale)),
      featuredCategories: featured.map((row) => ({
        slug: row.slug,
        name: pick(row.name, ctx.locale),
        description: pick(row.description, ctx.locale),
        postCount: Number(row.postCount),
      })),
    };
  }),
});
