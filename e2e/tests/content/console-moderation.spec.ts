/**
 * The moderation queue end to end: a comment sent on an article waits, hidden, until a member of
 * staff approves it from the dashboard, reached through the account menu; then it is on the article.
 */
import { expect, test } from '@playwright/test';
import { mutate, query } from '../../support/api';
import { signInAs, staff } from '../../support/staff';

test('staff approve a pending comment, which then appears on the article', async ({ page }) => {
  const { items } = await query<{ items: { slug: string }[] }>(page.request, 'post.list', { kind: 'article' });
  const slug = items[0]?.slug;
  if (!slug) throw new Error('no article seeded');
  const content = `Bình luận kiểm duyệt ${Date.now()}`;
  await mutate(page.request, 'comment.create', { postSlug: slug, name: 'Huy', email: 'huy@e2e.test', content, anonymous: false });

  await page.goto(`/posts/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(content)).toHaveCount(0);

  await signInAs(page, staff);
  await page.getByRole('button', { name: /Menu tài khoản/ }).click();
  await page.getByRole('link', { name: 'Duyệt bình luận & đánh giá' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duyệt bình luận & đánh giá' })).toBeVisible();
  const pending = page.getByRole('listitem').filter({ hasText: content });
  await pending.getByRole('button', { name: 'Duyệt' }).click();
  await expect(page.getByText('Đã duyệt — nội dung đã hiển thị')).toBeVisible();
  await expect(pending).toHaveCount(0);

  await page.goto(`/posts/${slug}`);
  await expect(page.getByText(content)).toBeVisible();
});
