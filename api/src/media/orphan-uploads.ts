/**
 * A review photo that no review took up within a day is deleted, row and files (its variants too):
 * the person gave up on the form, and what they sent should not stay on the server for good. Staff
 * photos are kept: a page cached with a replaced one still shows it.
 */
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { reviews, uploads } from '../db/schema';
import { removeUploadFiles } from './image-variants';

export const ORPHAN_UPLOAD_AGE_MS = 24 * 3600_000;
const SWEEP_EVERY_MS = 3600_000;

/** Deletes the review photos older than a day that no review uses; returns their file names. */
export async function deleteOrphanUploads(db: Db, uploadsDir: string, now = new Date()): Promise<string[]> {
  const usedByAReview = db.select({ one: sql`1` }).from(reviews).where(eq(reviews.avatarUploadId, uploads.id));
  // One statement decides and deletes, so instances sweeping at once never both claim a row, and
  // the row goes before its file: a file left by a crash in between is one no route serves.
  const deleted = await db
    .delete(uploads)
    .where(and(eq(uploads.purpose, 'review'), lt(uploads.createdAt, new Date(now.getTime() - ORPHAN_UPLOAD_AGE_MS)), notExists(usedByAReview)))
    .returning({ fileName: uploads.fileName });
  await Promise.all(deleted.map(({ fileName }) => removeUploadFiles(uploadsDir, fileName)));
  return deleted.map(({ fileName }) => fileName);
}

/** Sweeps at start and then every hour while the server runs; the timer never keeps the process alive. */
export function scheduleOrphanUploadSweep(app: FastifyInstance, deps: { db: Db; uploadsDir: string }): void {
  const sweep = () =>
    deleteOrphanUploads(deps.db, deps.uploadsDir).then(
      (removed) => removed.length > 0 && app.log.info({ removed: removed.length }, 'deleted uploads no review uses'),
      (error: unknown) => app.log.error({ err: error }, 'upload sweep failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}
