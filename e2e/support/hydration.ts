import { expect, type Page } from '@playwright/test';

/**
 * Waits until the site's code runs the page. A server-rendered page asks for its code only once it
 * is shown (shared/src/startup/start-up-script.ts): until then a link is a plain link (a new
 * document), none of the page's remote files has been asked for, and a key pressed on a button
 * does nothing. A part below the fold hydrates after the rest (shared/src/ui/below-the-fold.tsx).
 * So a spec that follows a link inside the page, blocks a remote's later files or works the page
 * from the keyboard waits for this first; clicks wait by themselves (global.css).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await expect(page.locator('[data-below-the-fold="hydrating"]')).toHaveCount(0);
}
