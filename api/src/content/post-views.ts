/**
 * Article views. A reader's page counts itself once it is shown (post.recordView), and each
 * reader (by address) counts once per article until the counts are written, together, once a
 * minute. Reading an article therefore writes nothing: its document, and every other, stays the
 * same while nothing else changes (api/src/http/document-cache.ts), and a crawler that runs no
 * script counts nothing. Counts not yet written when the process stops are written as it closes
 * (server.ts); a crash loses at most a minute of them, which a popularity order can spare.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { posts } from '../db/schema';

const WRITE_EVERY_MS = 60_000;
/** Readers remembered until the next write; past it, views are not counted until then. */
const MAX_READERS = 100_000;

export class PostViews {
  private counts = new Map<number, number>();
  private readers = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  /** One view of `postId` by `reader`, unless they were counted for it since the last write. */
  count(postId: number, reader: string): void {
    const key = `${reader} ${postId}`;
    if (this.readers.has(key) || this.readers.size >= MAX_READERS) return;
    this.readers.add(key);
    this.counts.set(postId, (this.counts.get(postId) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush(), WRITE_EVERY_MS).unref();
  }

  /** Writes the counts so far. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const counts = this.counts;
    this.counts = new Map();
    this.readers = new Set();
    for (const [postId, views] of counts) {
      // Best effort: a popularity order can spare the views of a minute the database missed.
      await this.db
        .update(posts)
        .set({ viewCount: sql`${posts.viewCount} + ${views}` })
        .where(eq(posts.id, postId))
        .catch(() => undefined);
    }
  }
}

const byDatabase = new WeakMap<Db, PostViews>();

/** The views counted for `db` in this process. */
export function postViewsOf(db: Db): PostViews {
  let views = byDatabase.get(db);
  if (!views) {
    views = new PostViews(db);
    byDatabase.set(db, views);
  }
  return views;
}
