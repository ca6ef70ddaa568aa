/** What visitors write: comments (moderated, shown as text), reviews with avatars, price quotes. */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { mutate, query } from '../../support/api';
import { useLocale } from '../../support/locale';
import { sessionToken, staff } from '../../support/staff';

// A real 1×1 PNG: the upload endpoint judges files by their bytes.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function staffHeaders(request: APIRequestContext) {
  const accessToken = await sessionToken(request, staff);
  return { Authorization: `Bearer ${accessToken}` };
}

type Pending = { kind: 'comment'; id: number; content: string } | { kind: 'review'; id: number; authorName: string; avatarUrl?: string | null };

/** The newest page of the moderation queue, split by kind. */
async function pendingQueue(request: APIRequestContext, headers: Record<string, string>) {
  const input = encodeURIComponent(JSON.stringify({ pageSize: 50 }));
  const response = await request.get(`/api/trpc/moderation.queue?input=${input}`, { headers });
  expect(response.ok()).toBeTruthy();
  const { items } = ((await response.json()) as { result: { data: { items: Pending[] } } }).result.data;
  return {
    comments: items.flatMap((item) => (item.kind === 'comment' ? [item] : [])),
    reviews: items.flatMap((item) => (item.kind === 'review' ? [item] : [])),
  };
}

test('a comment with HTML is stored, hidden until approved, then shown as inert text', async ({ page, context, request }) => {
  const marker = `e2e-${Date.now()}`;
  const hostile = `${marker} <img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
  await useLocale(context, 'en');
  const { items } = await query<{ items: { slug: string }[] }>(request, 'post.list', { kind: 'article', pageSize: 1 });
  const slug = items[0]!.slug;
  await page.goto(`/posts/${slug}`);

  const form = page.getByRole('form', { name: 'Post a comment' });
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByText('Please enter a comment')).toBeVisible();
  await form.getByRole('textbox', { name: /^Comment/ }).fill(hostile);
  await form.getByRole('textbox', { name: /^Name/ }).fill('Visitor');
  await form.getByRole('textbox', { name: /^Email/ }).fill('visitor@example.com');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByText('Your comment was sent and is awaiting moderation.')).toBeVisible();

  // Pending: not listed.
  await page.reload();
  await expect(page.getByText(marker)).toHaveCount(0);

  const headers = await staffHeaders(request);
  const pending = (await pendingQueue(request, headers)).comments.find((comment) => comment.content.startsWith(marker));
  expect(pending?.content).toBe(hostile);
  await mutate(request, 'moderation.decide', { kind: 'comment', id: pending!.id, approve: true }, headers);

  await page.reload();
  const comment = page.getByText(hostile);
  await expect(comment).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // The comment is text: no element of its own (the article above it may have pictures of its own).
  await expect(comment.locator('img, script')).toHaveCount(0);
});

test('a review with an uploaded PNG avatar awaits moderation; a 6 MB image is refused', async ({ page, context, request }) => {
  const author = `E2E Reviewer ${Date.now()}`;
  await useLocale(context, 'en');
  await page.goto('/reviews');
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByLabel('Upload an image').check();
  const fileInput = form.getByLabel('Choose an image');

  await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]) });
  await expect(form.getByText('The image is larger than 5 MB. Please choose a smaller one.')).toBeVisible();

  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(form.getByText('Image uploaded')).toBeVisible();
  await form.getByRole('textbox', { name: /^Name/ }).fill(author);
  // The star's radio is visually hidden under its star, as in most rating widgets.
  await form.getByLabel('5 stars').check({ force: true });
  await form.getByRole('textbox', { name: /^Your review/ }).fill('Beautiful ride above the clouds.');
  await form.getByRole('combobox', { name: /^Service/ }).selectOption('cable-car');
  await form.getByLabel(/^Visit date/).fill('2025-03-01');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Thank you! Your review is awaiting moderation.')).toBeVisible();

  const headers = await staffHeaders(request);
  const pending = (await pendingQueue(request, headers)).reviews.find((review) => review.authorName === author);
  expect(pending).toBeTruthy();
  // Until approval the photo is for staff only, through the link the queue signed for them.
  expect(pending!.avatarUrl).toMatch(/^\/uploads\/[^?]+\.png\?exp=\d+&sig=[\w-]+$/);
  const signed = await request.get(pending!.avatarUrl!);
  expect(signed.status()).toBe(200);
  expect(signed.headers()['content-type']).toBe('image/png');
  expect((await request.get(pending!.avatarUrl!.split('?')[0]!)).status()).toBe(404);
});

test('the upload endpoint itself refuses a 6 MB image with the reason', async ({ request }) => {
  const response = await request.post('/api/uploads', {
    headers: { 'x-locale': 'en' },
    multipart: { file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]) } },
  });
  expect(response.status()).toBe(413);
});

test('a price quote request is stored and confirmed', async ({ page, context, request }) => {
  const name = `E2E Quote ${Date.now()}`;
  await useLocale(context, 'vi');
  await page.goto('/lien-he');
  const form = page.getByRole('form', { name: 'Yêu cầu báo giá' });
  await form.getByRole('button', { name: 'Gửi yêu cầu báo giá' }).click();
  await expect(form.getByText('Trường này là bắt buộc').first()).toBeVisible();
  await form.getByRole('textbox', { name: /^Họ và tên/ }).fill(name);
  await form.getByRole('textbox', { name: /^Email/ }).fill('quote@example.com');
  await form.getByRole('textbox', { name: /^Số điện thoại/ }).fill('0901 234 567');
  await form.getByRole('textbox', { name: /^Lời nhắn/ }).fill('Đoàn 20 khách');
  await form.getByRole('button', { name: 'Gửi yêu cầu báo giá' }).click();
  await expect(page.getByText('Đã gửi yêu cầu báo giá. Chúng tôi sẽ liên hệ với bạn sớm.')).toBeVisible();

  const headers = await staffHeaders(request);
  const response = await request.get('/api/trpc/quote.inbox', { headers });
  const inbox = ((await response.json()) as { result: { data: { items: { fullName: string; phone: string; country: string }[] } } }).result.data.items;
  expect(inbox.find((quote) => quote.fullName === name)).toMatchObject({ phone: '0901 234 567', country: 'Việt Nam' });
});

test('the home page still renders when the commerce remote is unavailable', async ({ page, context }) => {
  await useLocale(context, 'vi');
  await page.route(/\/remotes\/commerce\//, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khám phá khu du lịch cáp treo');
  await expect(page.getByRole('heading', { name: 'Bài viết mới' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  // Only the ticket box offers a retry; the rest of the page is intact.
  await expect(page.locator('main [data-boundary="commerce"]').getByRole('button', { name: 'Thử lại' })).toBeVisible();
});
