/**
 * An admin changes the active theme's light primary 500 in the console's "Theme" section, in
 * Vietnamese and in English: a visitor's next page load paints the header's booking button in the
 * new colour (its computed style), and once the admin restores the colour, in the old one again.
 * The section has no serious or critical axe violation, and a colour whose text would be
 * unreadable is refused in the form.
 *
 * Where it runs: the theme is what every visitor sees, so, like console-flags.spec.ts, this file
 * is in SITE_WIDE_STATE (playwright.config.ts) and runs in `site-exclusive`, after every other
 * spec on the server. `afterAll` puts the theme's colours back through the API as well, so a
 * failure leaves the server as it found it for a rerun.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolation } from '../../support/accessibility';
import { mutate, query } from '../../support/api';
import { useLocale, type Locale } from '../../support/locale';
import { admin, sessionToken } from '../../support/staff';
import { signIn } from './account-support';

interface Theme {
  id: number;
  name: string;
  colors: { light: { primary: Record<string, string> } };
}

const texts = {
  vi: { section: 'Giao diện', group: 'Màu chính · Chế độ sáng', step: 'Bậc 500', save: 'Lưu giao diện', saved: (name: string) => `Đã lưu giao diện ${name}`, book: 'Đặt vé ngay' },
  en: { section: 'Theme', group: 'Primary · Light mode', step: 'Step 500', save: 'Save theme', saved: (name: string) => `Theme ${name} saved`, book: 'Book now' },
} as const;

/** Readable with the button's dark text (WCAG AA), and unlike the seeded #feb914. */
const NEW_COLOUR = { vi: '#ffd54f', en: '#f4b400' } as const;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test.describe.configure({ mode: 'serial' });

let original: Theme;

test.beforeAll(async ({ request }) => {
  original = await query<Theme>(request, 'theme.getActiveTheme');
});

test.afterAll(async ({ request }) => {
  const accessToken = await sessionToken(request, admin);
  await mutate(request, 'theme.update', { id: original.id, name: original.name, colors: original.colors }, { Authorization: `Bearer ${accessToken}` });
});

/** Checks the header's booking button on a visitor's fresh load of the home page, in `locale`, is painted `hex`. */
async function expectVisitorsButton(browser: Browser, locale: Locale, hex: string): Promise<void> {
  const context = await browser.newContext();
  try {
    await useLocale(context, locale);
    const page = await context.newPage();
    await page.goto('/');
    const book = page.locator('header').getByRole('link', { name: texts[locale].book });
    await expect(book).toBeVisible();
    // The theme is applied at start-up, from the document's own copy of it; polled, so a slow start is not a failure.
    await expect.poll(() => book.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb(hex));
  } finally {
    await context.close();
  }
}

async function setPrimary500(page: Page, locale: Locale, colour: string): Promise<void> {
  const field = page.getByRole('group', { name: texts[locale].group }).getByLabel(texts[locale].step, { exact: true });
  await field.fill(colour);
  await page.getByRole('button', { name: texts[locale].save }).click();
  // The change's toast may still show beside the restore's: the newest is this save's.
  await expect(page.getByText(texts[locale].saved(original.name)).last()).toBeVisible();
}

for (const locale of ['vi', 'en'] as const) {
  test(`an admin changes the header's colour and restores it; a visitor's next load follows (${locale})`, async ({ page, context, browser }) => {
    const before = original.colors.light.primary['500']!;
    await expectVisitorsButton(browser, locale, before);

    await signIn(page, admin.email, admin.password);
    await useLocale(context, locale);
    await page.goto('/dashboard/theme');
    await expect(page.getByRole('heading', { level: 1, name: texts[locale].section })).toBeVisible();
    const field = page.getByRole('group', { name: texts[locale].group }).getByLabel(texts[locale].step, { exact: true });
    await expect(field).toHaveValue(original.colors.light.primary['500']!);

    await expectNoSeriousViolation(page, `theme console (${locale})`);

    await setPrimary500(page, locale, NEW_COLOUR[locale]);
    await expectVisitorsButton(browser, locale, NEW_COLOUR[locale]);

    await setPrimary500(page, locale, original.colors.light.primary['500']!);
    await expectVisitorsButton(browser, locale, before);
  });
}

test('a colour the button\'s text cannot be read on is refused in the form, and visitors never see it', async ({ page, browser }) => {
  await signIn(page, admin.email, admin.password);
  await page.goto('/dashboard/theme');
  const field = page.getByRole('group', { name: texts.vi.group }).getByLabel(texts.vi.step, { exact: true });
  await field.fill('#1e3a8a');
  await expect(page.getByText('1 chỗ chữ khó đọc: hãy sửa trước khi lưu.')).toBeVisible();
  await page.getByRole('button', { name: texts.vi.save }).click();
  await expect(page.getByText(/^Chữ khó đọc: độ tương phản 1\.\d\d:1, cần tối thiểu 4\.5:1 \(WCAG AA\)$/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectVisitorsButton(browser, 'vi', original.colors.light.primary['500']!);
});
