/** The Content-Security-Policy lets the site run and stops injected inline script. */
import { expect, test } from '@playwright/test';

test('an injected inline script is blocked and reported, and nothing else violates the policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('[data-boundary="content"] h1').first()).toBeVisible();
  expect(violations, 'the site itself needs no exception to the policy').toEqual([]);

  const executed = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(executed).toBe(false);
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toMatch(/inline script/i);
});
