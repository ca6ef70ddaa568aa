/**
 * What every page must pass for people with assistive technology or a small screen: no serious or
 * critical axe-core violation, and a reflow to 320 CSS pixels without sideways scrolling (WCAG 1.4.10).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scans the page once it is quiet and names each blocking violation with where it stands; then
 * checks the reflow. `exclude`: a selector axe cannot enter, such as a sandboxed frame, in which
 * no script (axe's included) runs and which axe would wait for for ever.
 */
export async function expectNoSeriousViolation(page: Page, label: string, options: { exclude?: string } = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Legacy mode runs axe in the page itself. The default mode opens a blank page for every scan
  // and injects axe's 600 KB source there again to merge the frames' results, which more than
  // doubled each scan; what it adds is the testing of cross-origin frames, and our pages have none
  // but the video player's, which is not ours to fix.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (options.exclude ? builder.exclude(options.exclude) : builder).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = blocking.map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1, 2).join('')}`) }));
  expect(summary, label).toEqual([]);
  await expectReflowAt320(page, label);
}

/** At 320 CSS pixels wide the page does not scroll sideways; names what sticks out if it does. */
export async function expectReflowAt320(page: Page, label: string): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  try {
    const overflowing = await page.evaluate(() => {
      if (document.documentElement.scrollWidth <= window.innerWidth) return [];
      return [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    });
    expect(overflowing, `${label} at 320 px`).toEqual([]);
  } finally {
    // A page kept for the next test (support/warm-page.ts) must not stay a phone.
    if (viewport) await page.setViewportSize(viewport);
  }
}
