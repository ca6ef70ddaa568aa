import { expect, type Page } from '@playwright/test';

/**
 * Waits until the site's code runs the page. A server-rendered page asks for its code only once it
 * is shown (shared/src/startup/start-up-script.ts): until then a link is a plain link (a new
 * document) and none of the page's remote files has been asked for, so a spec that follows a link
 * inside the page or blocks a remote's later files waits for this first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
}
