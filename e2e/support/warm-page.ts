/**
 * One browser page per worker and language, kept from test to test: a spec that visits page after
 * page (the accessibility scan of every route) then finds the site's scripts, styles and compiled
 * code in that page's cache, as a reader browsing the site does, instead of paying a cold context
 * and a cold cache for each page.
 */
import { test as base, type Page } from '@playwright/test';
import { useLocale, type Locale } from './locale';

export const test = base.extend<object, { warmPage: (locale: Locale) => Promise<Page> }>({
  warmPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale: browserLocale, timezoneId } = workerInfo.project.use;
      const pages = new Map<Locale, Promise<Page>>();
      await use((locale) => {
        let page = pages.get(locale);
        if (!page) {
          page = browser.newContext({ baseURL, locale: browserLocale, timezoneId }).then(async (context) => {
            await useLocale(context, locale);
            return context.newPage();
          });
          pages.set(locale, page);
        }
        return page;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
