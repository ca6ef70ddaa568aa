import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { postBySlugInput, postListInput } from '@storefront/shared/contracts/post';
import { articleByIdInput, articleInput, articleListInput, articleUpdateInput } from '@storefront/shared/contracts/article-admin';
import { postCategories, posts, type Translatable } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { areaProcedure, fail, publicProcedure, router, type Context } from '../trpc';
import { postViewsOf } from '../content/post-views';
import { sanitizeArticleHtml } from '../content/article-html';
import { postIsPublic, postIsPublicRaw } from '../content/post-visibility';
import { articleCategories, articleForEditing, createArticle, listArticles, updateArticle } from '../content/article-admin';
import { siteImages } from '../media/page-images';
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
  authorName: Translatable;
  tags: Translatable[];
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
    authorName: pick(row.authorName, locale),
    tags: row.tags.map((tag) => pick(tag, locale)),
    viewCount: row.viewCount,
    publishedAt: row.publishedAt.toISOString(),
    category: row.categorySlug ? { slug: row.categorySlug, name: pick(row.categoryName, locale) } : null,
  };
}

/** Articles and news in the console: editors and admins (staff area `content`). */
const contentProcedure = areaProcedure('content');

function adminContext(ctx: Context & { session: NonNullable<Context['session']> }) {
  return { db: ctx.db, locale: ctx.locale, actorId: ctx.session.user.id };
}

export const postRouter = router({
  list: publicProcedure.input(postListInput).query(async ({ ctx, input }) => {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 9;
    const where = and(
      eq(posts.kind, input.kind),
      postIsPublic(),
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
      .where(and(eq(posts.slug, input.slug), postIsPublic()))
      .limit(1);
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.postNotFound');
    // Sanitised when read, so whatever a stored body holds (seed, import, a future editor) never runs script.
    return { ...postCard(row, ctx.locale), content: sanitizeArticleHtml(pick(row.content, ctx.locale)), updatedAt: row.updatedAt.toISOString() };
  }),

  /** The reader's page has shown the article: a view, for the sidebar's most-read order (../content/post-views.ts). */
  recordView: publicProcedure.input(postBySlugInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db.select({ id: posts.id }).from(posts).where(and(eq(posts.slug, input.slug), postIsPublic())).limit(1);
    if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.postNotFound');
    postViewsOf(ctx.db).count(row.id, ctx.ip);
  }),

  /** Article sidebar: most-read articles and featured categories (the subscribe box is newsletter.subscribe). */
  sidebar: publicProcedure.query(async ({ ctx }) => {
    const [popular, featured] = await Promise.all([
      ctx.db
        .select(cardColumns)
        .from(posts)
        .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
        .where(postIsPublic())
        .orderBy(desc(posts.viewCount), desc(posts.publishedAt))
        .limit(5),
      ctx.db
        .select({
          slug: postCategories.slug,
          name: postCategories.name,
          description: postCategories.description,
          postCount: sql<number>`(SELECT count(*)::int FROM posts p WHERE p.category_id = "post_categories"."id" AND ${postIsPublicRaw('p')})`,
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

  /** Every post, drafts and scheduled ones included, newest change first. */
  adminList: contentProcedure.input(articleListInput).query(({ ctx, input }) =>
    listArticles(ctx, { page: input?.page ?? 1, pageSize: input?.pageSize ?? 20 }),
  ),

  /** The categories and cover images the form offers. */
  adminOptions: contentProcedure.query(async ({ ctx }) => ({ categories: await articleCategories(ctx.db, ctx.locale), covers: await siteImages(ctx.db) })),

  /** One post in both languages, with its sanitised preview: drafts are seen here and nowhere public. */
  adminGet: contentProcedure.input(articleByIdInput).query(({ ctx, input }) => articleForEditing(ctx, input.id)),

  create: contentProcedure.input(articleInput).mutation(({ ctx, input }) => createArticle(adminContext(ctx), input)),

  update: contentProcedure.input(articleUpdateInput).mutation(({ ctx, input }) => updateArticle(adminContext(ctx), input.id, input.article)),
});
