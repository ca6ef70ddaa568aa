/**
 * The editors' pages console end to end: an editor writes the about page's introduction in
 * Vietnamese and English and posts a job opening; a visitor's next load of /gioi-thieu and /about,
 * /tuyen-dung and /recruitment shows each in its language, and so does the editor's own tab, which
 * had the old about page in its cache. The console has no serious or critical axe violation, and a
 * member of staff neither sees the section nor gets through the API.
 *
 * Where it runs: no other spec reads the about page's introduction or counts the job openings (the
 * content routes look for the "Mission" heading and a full-time opening, which stay), so it runs
 * beside them in `site`. `afterAll` puts the introduction back and deletes the opening through the
 * API all the same, so the server is as it was for the specs after it and for a rerun.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolation } from '../../support/accessibility';
import { mutate, query } from '../../support/api';
import { useLocale, type Locale } from '../../support/locale';
import { authorization, editor, signInAs, staff } from '../../support/staff';

type Text = { vi: string; en?: string };
interface AboutAnswer {
  document: { intro: Text; mission: Text; vision: Text; values: { title: Text; text: Text }[]; team: { name: string; role: Text; imageUrl: string }[]; milestones: { year: number; title: Text; text: Text }[] };
  updatedAt: string | null;
}

const run = Date.now().toString(36);
const INTRO = { vi: `Mây Ngàn chào đón bạn quanh năm (${run})`, en: `May Ngan welcomes you all year round (${run})` };
const JOB = { slug: `e2e-cuu-ho-${run}`, vi: `Nhân viên cứu hộ ${run}`, en: `Mountain rescue officer ${run}` };
const PAGES = { about: { vi: '/gioi-thieu', en: '/about' }, jobs: { vi: '/tuyen-dung', en: '/recruitment' } } as const;

/** A field's label (the required mark follows it), and not the labels that merely contain it. */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);
const both = (text: Text) => ({ vi: text.vi, en: text.en ?? '' });

/** A visitor's fresh load, in `locale`, of the about and recruitment pages. */
async function expectVisitorSees(browser: Browser, locale: Locale): Promise<void> {
  const context = await browser.newContext();
  try {
    await useLocale(context, locale);
    const page = await context.newPage();
    await page.goto(PAGES.about[locale]);
    const about = page.locator('main [data-boundary="content"]').first();
    await expect(about.getByText(INTRO[locale])).toBeVisible();
    await page.goto(PAGES.jobs[locale]);
    await expect(page.getByRole('heading', { level: 2, name: JOB[locale] })).toBeVisible();
  } finally {
    await context.close();
  }
}

// The editor's test and the hooks that put the about page back, alone in their group: with the
// file's tests spread over workers, a worker that ran only the staff test would otherwise put the
// page back while the editor is still checking it.
test.describe("the editor's changes", () => {
  let original: AboutAnswer;

  test.beforeAll(async ({ request }) => {
    original = await query<AboutAnswer>(request, 'page.adminAbout', undefined, await authorization(request, editor));
  });

  test.afterAll(async ({ request }) => {
    const headers = await authorization(request, editor);
    const { document } = original;
    const current = await query<AboutAnswer>(request, 'page.adminAbout', undefined, headers);
    await mutate(request, 'page.updateAbout', {
      basedOn: current.updatedAt,
      intro: both(document.intro),
      mission: both(document.mission),
      vision: both(document.vision),
      values: document.values.map((value) => ({ title: both(value.title), text: both(value.text) })),
      team: document.team.map((member) => ({ ...member, role: both(member.role) })),
      milestones: document.milestones.map((milestone) => ({ ...milestone, title: both(milestone.title), text: both(milestone.text) })),
    }, headers);
    const openings = await query<{ id: number; slug: string; isOpen: boolean }[]>(request, 'job.adminList', undefined, headers);
    const posted = openings.find((opening) => opening.slug === JOB.slug);
    if (posted?.isOpen) await mutate(request, 'job.close', { id: posted.id }, headers);
    if (posted) await mutate(request, 'job.delete', { id: posted.id }, headers);
  });

  test('an editor rewrites the about page and posts a job opening; the next load of each page shows them, in both languages', async ({ page, browser }) => {
    test.slow();
    await signInAs(page, editor);
    // The editor's tab reads the about page first, so the console's save must make that answer stale.
    await page.locator('header').getByRole('link', { name: 'Giới thiệu' }).click();
    await expect(page.getByText(original.document.intro.vi)).toBeVisible();

    await page.getByRole('button', { name: /Menu tài khoản/ }).click();
    await page.getByRole('link', { name: 'Giới thiệu, liên hệ, tuyển dụng' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Giới thiệu, liên hệ, tuyển dụng' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Trang Giới thiệu' });
    await expect(form.getByLabel(startsWith('Lời giới thiệu (tiếng Việt)'))).toHaveValue(original.document.intro.vi);
    await expectNoSeriousViolation(page, 'the about page form');

    await form.getByLabel(startsWith('Lời giới thiệu (tiếng Việt)')).fill(INTRO.vi);
    await form.getByLabel(startsWith('Lời giới thiệu (tiếng Anh, không bắt buộc)')).fill(INTRO.en);
    await form.getByRole('button', { name: 'Lưu trang Giới thiệu' }).click();
    await expect(page.getByText('Đã lưu trang Giới thiệu')).toBeVisible();

    await page.getByRole('group', { name: 'Trang cần sửa' }).getByRole('button', { name: 'Tuyển dụng' }).click();
    await page.getByRole('button', { name: 'Đăng tin mới' }).click();
    const job = page.getByRole('form', { name: 'Tin tuyển dụng mới' });
    await job.getByLabel(startsWith('Vị trí (tiếng Việt)')).fill(JOB.vi);
    await job.getByLabel(startsWith('Vị trí (tiếng Anh, không bắt buộc)')).fill(JOB.en);
    await job.getByLabel(startsWith('Đường dẫn')).fill(JOB.slug);
    await job.getByLabel(startsWith('Hình thức')).selectOption('seasonal');
    await job.getByLabel(startsWith('Bộ phận (tiếng Việt)')).fill('An toàn');
    await job.getByLabel(startsWith('Bộ phận (tiếng Anh, không bắt buộc)')).fill('Safety');
    await job.getByLabel(startsWith('Nơi làm việc (tiếng Việt)')).fill('Ga Đỉnh Mây');
    await job.getByLabel(startsWith('Mô tả công việc (tiếng Việt)')).fill('Tuần tra các lối mòn và hỗ trợ du khách.');
    await job.getByLabel(startsWith('Mô tả công việc (tiếng Anh, không bắt buộc)')).fill('Patrol the trails and help visitors.');
    await job.getByRole('button', { name: 'Đăng tin' }).click();
    await expect(page.getByText(`Đã đăng tin “${JOB.vi}”`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: JOB.vi }) })).toContainText('Đang tuyển');
    await expectNoSeriousViolation(page, 'the job openings');

    // Back to the about page in the same tab, by the header's link: the new introduction.
    await page.locator('header').getByRole('link', { name: 'Giới thiệu' }).click();
    await expect(page.getByText(INTRO.vi)).toBeVisible();

    await expectVisitorSees(browser, 'vi');
    await expectVisitorSees(browser, 'en');
  });
});

test('a member of staff does not see the pages console and the API refuses them', async ({ page, request }) => {
  await signInAs(page, staff);
  await page.goto('/dashboard/pages');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mục tài khoản' }).getByRole('link', { name: 'Giới thiệu, liên hệ, tuyển dụng' })).toHaveCount(0);
  await expect(query(request, 'page.adminAbout', undefined, await authorization(request, staff))).rejects.toThrow(/403/);
});
