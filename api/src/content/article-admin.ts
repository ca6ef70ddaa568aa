/**
 * The console's articles and news: what editors list, open, preview, write and publish. Each change
 * runs in one transaction with its staff-log row (the fields it changed, before and after), and a
 * refusal throws before anything is written. Rich text is sanitised here, on the way in, and again
 * whenever a body is read out (post.bySlug, the preview).
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { vietnamLocalToDate, type ArticleInput, type ArticleStatus } from '@storefront/shared/contracts/article-admin';
import type { Db } from '../db/client';
import { checkPageImage } from '../media/page-images';
import { postCategories, posts } from '../db/schema';
import { sqlState, transactionWithRetry } from '../db/transaction-retry';
import { pick, translatable, type Locale } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { changedFields, recordStaffAction } from '../staff/action-log';
import { fail } from '../lib/domain-error';
import { sanitizeArticleHtml, sanitizeRichText } from './article-html';

interface AdminContext {
  db: Db;
  locale: Locale;
  actorId: number;
}

type Post = typeof posts.$inferSelect;

/** Draft, scheduled or published, from the two stored facts the public readers filter on. */
export function articleStatus(row: { isPublished: boolean; publishedAt: Date }, now = new Date()): ArticleStatus {
  if (!row.isPublished) return 'draft';
  return row.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The post categories an article may be filed under, named in the reader's language. */
export async function articleCategories(db: Db, locale: Locale) {
  const rows = await db.select({ slug: postCategories.slug, name: postCategories.name }).from(postCategories).orderBy(postCategories.sortOrder).limit(WHOLE_LIST_LIMIT);
  return rows.map((row) => ({ slug: row.slug, name: pick(row.name, locale) }));
}

export async function listArticles(ctx: { db: Db; locale: Locale }, page: { page: number; pageSize: number }) {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ id: posts.id, slug: posts.slug, kind: posts.kind, title: posts.title, isPublished: posts.isPublished, publishedAt: posts.publishedAt, updatedAt: posts.updatedAt })
      .from(posts)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(posts),
  ]);
  const now = new Date();
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      kind: row.kind,
      title: pick(row.title, ctx.locale),
      status: articleStatus(row, now),
      publishedAt: row.publishedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: Number(count?.total ?? 0),
    ...page,
  };
}

/** Everything the form edits, in both languages, and the sanitised bodies a preview shows. */
export async function articleForEditing(ctx: { db: Db; locale: Locale }, id: number) {
  const [row] = await ctx.db
    .select({ post: posts, categorySlug: postCategories.slug })
    .from(posts)
    .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .where(eq(posts.id, id))
    .limit(1);
  if (!row) throw fail(ctx, 'NOT_FOUND', 'errors.postNotFound');
  const { post } = row;
  return {
    id: post.id,
    slug: post.slug,
    kind: post.kind,
    categorySlug: row.categorySlug ?? '',
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    authorName: post.authorName,
    tags: post.tags,
    coverImageUrl: post.coverImageUrl,
    status: articleStatus(post),
    publishedAt: post.publishedAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    /** The article as readers would see it, in both languages, for the console's preview. */
    preview: {
      vi: { title: post.title.vi, authorName: post.authorName.vi, tags: post.tags.map((tag) => tag.vi), content: sanitizeArticleHtml(post.content.vi) },
      en: { title: pick(post.title, 'en'), authorName: pick(post.authorName, 'en'), tags: post.tags.map((tag) => pick(tag, 'en')), content: sanitizeArticleHtml(pick(post.content, 'en')) },
    },
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The stored values an input asks for; refuses an unknown category or cover image, or a scheduled time already past. */
async function storedValues(tx: Tx, ctx: AdminContext, input: ArticleInput, current: Post | undefined, now: Date) {
  let categoryId: number | null = null;
  if (input.categorySlug) {
    const [category] = await tx.select({ id: postCategories.id }).from(postCategories).where(eq(postCategories.slug, input.categorySlug)).limit(1);
    if (!category) throw fail(ctx, 'BAD_REQUEST', 'errors.articleCategoryUnknown');
    categoryId = category.id;
  }
  await checkPageImage({ db: tx, locale: ctx.locale }, ['coverImageUrl'], input.coverImageUrl, current?.coverImageUrl ?? null);
  let isPublished = true;
  let publishedAt = now;
  if (input.status === 'draft') {
    isPublished = false;
    publishedAt = current?.publishedAt ?? now;
  } else if (input.status === 'scheduled') {
    publishedAt = vietnamLocalToDate(input.publishAt ?? '');
    if (!(publishedAt.getTime() > now.getTime())) throw fail(ctx, 'BAD_REQUEST', 'errors.articleScheduleInPast');
  } else if (current && articleStatus(current, now) === 'published') {
    // Saving a published article again keeps its date: readers and feeds know it by it.
    publishedAt = current.publishedAt;
  }
  return {
    slug: input.slug,
    kind: input.kind,
    categoryId,
    title: translatable(input.title),
    excerpt: translatable(input.excerpt),
    content: sanitizeRichText(translatable(input.content)),
    authorName: translatable(input.authorName),
    tags: input.tags.map(translatable),
    coverImageUrl: input.coverImageUrl,
    isPublished,
    publishedAt,
  };
}

type Stored = Awaited<ReturnType<typeof storedValues>>;

async function refuseTakenSlug(tx: Tx, ctx: AdminContext, slug: string, ownId?: number) {
  const [other] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(ownId === undefined ? eq(posts.slug, slug) : and(eq(posts.slug, slug), ne(posts.id, ownId)))
    .limit(1);
  if (other) throw fail(ctx, 'CONFLICT', 'errors.articleSlugTaken', { slug });
}

/** Two editors saving the same new slug at once: the unique index refuses the second, with the same words. */
function slugRace(ctx: AdminContext, slug: string) {
  return (error: unknown): never => {
    if (sqlState(error) === '23505') throw fail(ctx, 'CONFLICT', 'errors.articleSlugTaken', { slug });
    throw error;
  };
}

export function createArticle(ctx: AdminContext, input: ArticleInput) {
  return transactionWithRetry(ctx.db, async (tx) => {
    await refuseTakenSlug(tx, ctx, input.slug);
    const values = await storedValues(tx, ctx, input, undefined, new Date());
    const [row] = await tx.insert(posts).values(values).returning({ id: posts.id });
    await recordStaffAction(tx, { actorId: ctx.actorId, action: 'post.create', subjectKind: 'post', subjectId: row!.id, ...changedFields(undefined, values) });
    return { id: row!.id, slug: values.slug, status: articleStatus(values) };
  }).catch(slugRace(ctx, input.slug));
}

export function updateArticle(ctx: AdminContext, id: number, input: ArticleInput) {
  return transactionWithRetry(ctx.db, async (tx) => {
    const [current] = await tx.select().from(posts).where(eq(posts.id, id)).limit(1).for('update');
    if (!current) throw fail(ctx, 'NOT_FOUND', 'errors.postNotFound');
    await refuseTakenSlug(tx, ctx, input.slug, id);
    const now = new Date();
    const values = await storedValues(tx, ctx, input, current, now);
    const before: Stored = {
      slug: current.slug,
      kind: current.kind,
      categoryId: current.categoryId,
      title: current.title,
      excerpt: current.excerpt,
      content: current.content,
      authorName: current.authorName,
      tags: current.tags,
      coverImageUrl: current.coverImageUrl,
      isPublished: current.isPublished,
      publishedAt: current.publishedAt,
    };
    const log = changedFields(before, values);
    if (Object.keys(log.after).length > 0) {
      await tx.update(posts).set({ ...values, updatedAt: now }).where(eq(posts.id, id));
      await recordStaffAction(tx, { actorId: ctx.actorId, action: 'post.update', subjectKind: 'post', subjectId: id, ...log });
    }
    return { id, slug: values.slug, status: articleStatus(values, now) };
  }).catch(slugRace(ctx, input.slug));
}
