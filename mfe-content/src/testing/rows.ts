/**
 * Test-only: rows the moderation queue reads, written straight into the test API's database. Every
 * test of a file shares that database, so a test clears what it counts before it arranges.
 */
import { eq, tables, type TestApi } from '@storefront/shared/testing/test-api';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A seeded post, with its Vietnamese and English titles. */
export async function somePost(api: TestApi) {
  const [post] = await api.db.select({ id: tables.posts.id, title: tables.posts.title }).from(tables.posts).limit(1);
  return post!;
}

/** Nothing waits for moderation. */
export async function noPendingContent(api: TestApi) {
  await api.db.delete(tables.comments).where(eq(tables.comments.status, 'pending'));
  await api.db.delete(tables.reviews).where(eq(tables.reviews.status, 'pending'));
}

export async function pendingComments(api: TestApi, rows: Omit<Insert<typeof tables.comments>, 'postId'>[]) {
  const post = await somePost(api);
  return api.db
    .insert(tables.comments)
    .values(rows.map((row) => ({ postId: post.id, ...row })))
    .returning();
}

export async function pendingReview(api: TestApi, row: Partial<Insert<typeof tables.reviews>> = {}) {
  const [review] = await api.db
    .insert(tables.reviews)
    .values({ authorName: 'Chi', profession: 'Giáo viên', rating: 5, title: 'Tuyệt vời', content: 'Sẽ quay lại', serviceType: 'cable-car', visitDate: '2025-06-30', ...row })
    .returning();
  return review!;
}
