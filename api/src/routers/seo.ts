import { isDeepStrictEqual } from 'node:util';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { seoByPathInput } from '@storefront/shared/contracts/seo';
import { saveSeoRecordInput, type SaveSeoRecordInput, type SeoPageEntry } from '@storefront/shared/contracts/seo-admin';
import type { PublishedPage, Site } from '@storefront/shared/routes/route-table';
import { seoRecords, type Translatable } from '../db/schema';
import { translatable } from '../lib/i18n';
import { transactionWithRetry } from '../db/transaction-retry';
import { renderHead } from '../http/page-head';
import { normalisePath, resolveSeo } from '../lib/seo';
import { recordStaffAction } from '../staff/action-log';
import { areaProcedure, fail, publicProcedure, router } from '../trpc';

/** Pages whose head is their path's stored record: public pages that are not an entity's detail page. */
const editablePages = (site: Site): PublishedPage[] => site.pages.filter((page) => page.seo === 'path' && page.access === 'public');

const recordColumns = {
  id: seoRecords.id,
  path: seoRecords.path,
  title: seoRecords.title,
  description: seoRecords.description,
  keywords: seoRecords.keywords,
  ogTitle: seoRecords.ogTitle,
  ogDescription: seoRecords.ogDescription,
  ogImage: seoRecords.ogImage,
  robotsTxt: seoRecords.robotsTxt,
  canonicalUrl: seoRecords.canonicalUrl,
  updatedAt: seoRecords.updatedAt,
};

const orNull = (value: { vi?: string; en?: string }): Translatable | null => (value.vi || value.en ? translatable({ vi: value.vi ?? '', en: value.en }) : null);

/** The columns a save writes, from the contract's parsed input. */
function columnsOf(input: SaveSeoRecordInput) {
  return {
    title: translatable({ vi: input.title.vi ?? '', en: input.title.en }),
    description: translatable({ vi: input.description.vi ?? '', en: input.description.en }),
    keywords: translatable({ vi: input.keywords.vi ?? '', en: input.keywords.en }),
    ogTitle: orNull(input.ogTitle),
    ogDescription: orNull(input.ogDescription),
    ogImage: input.ogImage ?? '',
    robotsTxt: input.robotsTxt,
    canonicalUrl: input.canonicalUrl ?? '',
  };
}

type Columns = Omit<ReturnType<typeof columnsOf>, 'robotsTxt'> & { robotsTxt: string };
const logged = (row: Columns): Columns => ({
  title: row.title,
  description: row.description,
  keywords: row.keywords,
  ogTitle: row.ogTitle,
  ogDescription: row.ogDescription,
  ogImage: row.ogImage,
  robotsTxt: row.robotsTxt,
  canonicalUrl: row.canonicalUrl,
});

export const seoRouter = router({
  /** The SEO record of a page path; spec §3 defaults when none is stored. */
  getSeoByPath: publicProcedure.input(seoByPathInput).query(async ({ ctx, input }) => {
    const resolved = await resolveSeo(ctx.db, await ctx.site(), input.path, ctx.locale, ctx.publicUrl);
    return resolved.seo;
  }),

  /**
   * The page tags the document of a path carries (title, description, robots, canonical, hreflang,
   * Open Graph, JSON-LD), rendered as the document renders them, so that the shell can put them in
   * place after a client-side navigation and the head says what a fresh load of the URL would.
   */
  head: publicProcedure.input(seoByPathInput).query(async ({ ctx, input }) => {
    const resolved = await resolveSeo(ctx.db, await ctx.site(), input.path, ctx.locale, ctx.publicUrl);
    return { status: resolved.status, tags: renderHead(resolved, ctx.locale, ctx.publicUrl) };
  }),

  /** The console's list (staff area `content`): each page with its own SEO and its stored record, if any. */
  adminList: areaProcedure('content').query(async ({ ctx }): Promise<SeoPageEntry[]> => {
    const pages = editablePages(await ctx.site());
    if (pages.length === 0) return [];
    const rows = await ctx.db.select(recordColumns).from(seoRecords).where(inArray(seoRecords.path, pages.map((page) => page.paths.en))).orderBy(asc(seoRecords.path));
    const byPath = new Map(rows.map((row) => [row.path, row]));
    return pages.map((page) => {
      const row = byPath.get(page.paths.en);
      return {
        path: page.paths.en,
        paths: page.paths,
        remote: page.remote,
        pageId: page.id,
        record: row
          ? {
              title: row.title,
              description: row.description,
              keywords: row.keywords,
              ogTitle: row.ogTitle,
              ogDescription: row.ogDescription,
              ogImage: row.ogImage,
              robotsTxt: row.robotsTxt,
              canonicalUrl: row.canonicalUrl,
              updatedAt: row.updatedAt.toISOString(),
            }
          : null,
      };
    });
  }),

  /**
   * Stores the record of a page (either of its addresses names it; it is kept under the English
   * one, which both read). A lock on the path makes concurrent saves of one page run one after the
   * other, so each logged `before` is what the previous save left. Saving what is stored records nothing.
   */
  saveRecord: areaProcedure('content').input(saveSeoRecordInput).mutation(async ({ ctx, input }) => {
    const path = normalisePath(input.path);
    const page = editablePages(await ctx.site()).find((candidate) => candidate.paths.en === path || candidate.paths.vi === path);
    if (!page) throw fail(ctx, 'NOT_FOUND', 'errors.seoPageNotFound');
    const key = page.paths.en;
    const after = columnsOf(input);
    return transactionWithRetry(ctx.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seo_record:${key}`}))`);
      const [current] = await tx.select(recordColumns).from(seoRecords).where(eq(seoRecords.path, key)).for('update');
      const before = current ? logged(current) : null;
      if (before && isDeepStrictEqual(before, after)) return { path: key, updatedAt: current!.updatedAt.toISOString() };
      const [row] = await tx
        .insert(seoRecords)
        .values({ path: key, ...after })
        .onConflictDoUpdate({ target: seoRecords.path, set: { ...after, updatedAt: sql`now()` } })
        .returning({ id: seoRecords.id, updatedAt: seoRecords.updatedAt });
      await recordStaffAction(tx, { actorId: ctx.session.user.id, action: 'seoRecord.save', subjectKind: 'seoRecord', subjectId: row!.id, before, after });
      return { path: key, updatedAt: row!.updatedAt.toISOString() };
    });
  }),
});
