/**
 * The console's articles and news (staff area `content`). Every text is written in Vietnamese and,
 * optionally, English (readers of English see the Vietnamese where it is missing). The API checks
 * these, and the console's form checks the same schema before sending.
 */
import * as z from 'zod/mini';
import { bilingualText, count, emptyAsMissing, id, page, slug, STAFF_PAGE_SIZE_MAX, text } from './common';
import { messageKey } from './message-key';
import { postKinds } from './vocabulary';

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 500;
export const ARTICLE_AUTHOR_MAX = 100;
/** About 30 printed pages of HTML per language: far above any article, far below a flood. */
export const ARTICLE_BODY_MAX = 100_000;
export const ARTICLE_TAG_MAX = 40;
export const ARTICLE_TAGS_MAX = 10;
export const ARTICLE_COVER_URL_MAX = 500;

/** Draft: nobody but the content roles sees it. Scheduled: public from its time on. Published: public now. */
export const articleStatuses = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** A `datetime-local` value (minutes), read as Vietnam time: the site's one time zone. */
const LOCAL_MINUTE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

/** The instant a `datetime-local` value names in Vietnam (UTC+7 all year). */
export function vietnamLocalToDate(value: string): Date {
  return new Date(`${value}:00+07:00`);
}

export const articleInput = z
  .object({
    slug,
    kind: z.enum(postKinds, { error: messageKey('validation.invalid') }),
    /** None (or empty): the article is in no category. */
    categorySlug: emptyAsMissing(slug),
    title: bilingualText(ARTICLE_TITLE_MAX),
    excerpt: bilingualText(ARTICLE_EXCERPT_MAX),
    /** HTML; the server keeps only formatting (api/src/content/article-html.ts). */
    content: bilingualText(ARTICLE_BODY_MAX),
    authorName: bilingualText(ARTICLE_AUTHOR_MAX),
    tags: z.array(bilingualText(ARTICLE_TAG_MAX)).check(z.maxLength(ARTICLE_TAGS_MAX, { error: messageKey('validation.max', { max: ARTICLE_TAGS_MAX }) })),
    /** One of the site's images (articleAdmin's coverChoices); the server refuses any other. */
    coverImageUrl: text(ARTICLE_COVER_URL_MAX),
    status: z.enum(articleStatuses, { error: messageKey('validation.invalid') }),
    /** When a scheduled article goes public, Vietnam time; ignored for the other states. */
    publishAt: z.optional(z.string({ error: messageKey('validation.date') })),
  })
  .check(
    z.refine((value) => value.status !== 'scheduled' || (value.publishAt !== undefined && LOCAL_MINUTE.test(value.publishAt)), {
      error: messageKey('validation.date'),
      path: ['publishAt'],
    }),
  );
export type ArticleInput = z.infer<typeof articleInput>;
/** What the form holds before the contract parses it (empty English texts included). */
export type ArticleFormValues = z.input<typeof articleInput>;

export const articleUpdateInput = z.object({ id, article: articleInput });

export const articleByIdInput = z.object({ id });

export const articleListInput = z.optional(z.object({ page: z.optional(page), pageSize: z.optional(count(1, STAFF_PAGE_SIZE_MAX)) }));
