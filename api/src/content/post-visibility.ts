/**
 * Which posts the public sees: published ones whose time has come. A draft (not published) and a
 * scheduled post (published, its time still ahead) stay out of every public answer (lists, the
 * article itself, the sidebar, comments, the page's head and the sitemap) until then, with no job
 * to flip them: the database clock decides at each read, so no cache or restart is involved.
 */
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { posts } from '../db/schema';

export function postIsPublic(): SQL {
  return and(eq(posts.isPublished, true), lte(posts.publishedAt, sql`now()`))!;
}

/** The same rule as raw SQL for a correlated subquery over `posts` aliased `alias`. */
export function postIsPublicRaw(alias: string): SQL {
  return sql.raw(`${alias}.is_published AND ${alias}.published_at <= now()`);
}
