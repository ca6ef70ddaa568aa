/**
 * Helpers of the gate check-in specs (commerce's check-in section of the dashboard).
 */
import type { Page } from '@playwright/test';

/** The check-in desk's answer to a scan: a status with its result, not a toast (also a status) showing beside it. */
export function gateAnswer(page: Page) {
  return page.getByRole('status').filter({ has: page.locator('[data-result]') });
}
