/**
 * After a client-side navigation the head says what the server would have sent for the URL: the
 * title, description, robots, canonical, hreflang alternates, Open Graph and JSON-LD of the new
 * page (detail pages included) are those of the document served at the same URL, in the reader's
 * language, and going back restores the previous page's.
 */
import { expect, test, type Page } from '@playwright/test';
import { useLocale, type Locale } from '../../support/locale';

// The page tags of api/src/http/documents.ts renderHead.
const PAGE_TAGS =
  'title, meta[name="description"], meta[name="keywords"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"][hreflang], script[type="application/ld+json"]';

/** The page tags of the live head, or of a served document's head, one line each, sorted. */
function pageTags(page: Page, servedHtml?: string): Promise<string[]> {
  return page.evaluate(
    ([selector, html]) => {
      const head = html ? new DOMParser().parseFromString(html, 'text/html').head : document.head;
      return [...head.querySelectorAll(selector)]
        .map((tag) => {
          const key = tag.getAttribute('name') ?? tag.getAttribute('property') ?? `${tag.getAttribute('rel') ?? tag.getAttribute('type')} ${tag.getAttribute('hreflang') ?? ''}`;
          return `${tag.tagName} ${key}: ${tag.getAttribute('content') ?? tag.getAttribute('href') ?? tag.textContent}`;
        })
        .sort();
    },
    [PAGE_TAGS, servedHtml ?? ''] as const,
  );
}

async function expectHeadOfServedDocument(page: Page): Promise<void> {
  const served = await page.request.get(page.url());
  const expected = await pageTags(page, await served.text());
  expect(expected.some((line) => line.startsWith('TITLE'))).toBe(true);
  await expect.poll(() => pageTags(page), { message: `head of ${page.url()}` }).toEqual(expected);
}

const detailPages: Array<{ list: Record<Locale, string>; detail: RegExp }> = [
  { list: { vi: '/san-pham', en: '/products' }, detail: /^\/(san-pham|products)\/[^/]+$/ },
  { list: { vi: '/bai-viet', en: '/posts' }, detail: /^\/(bai-viet|posts)\/[^/]+$/ },
  { list: { vi: '/dich-vu', en: '/services' }, detail: /^\/(dich-vu|services)\/[^/]+$/ },
  { list: { vi: '/tickets', en: '/tickets' }, detail: /^\/tickets\/[^/]+$/ },
];

for (const locale of ['vi', 'en'] as const) {
  test(`client-side navigation to detail pages and back sets the served head (${locale})`, async ({ page, context }) => {
    await useLocale(context, locale);
    for (const { list, detail } of detailPages) {
      await page.goto(list[locale]);
      let href: string | undefined;
      const detailLink = async () => {
        const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
        href = hrefs.find((candidate) => detail.test(candidate));
        return href;
      };
      await expect.poll(detailLink, { message: `a detail link on ${list[locale]}` }).toBeDefined();
      await page.locator(`main a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expectHeadOfServedDocument(page);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${list[locale]}$`));
      await expectHeadOfServedDocument(page);
    }
  });
}
