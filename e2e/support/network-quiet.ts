/** When a page's network has gone quiet: stricter than `networkidle`, which a busy machine can reach between two steps of a chain of loads. */
import type { Page } from '@playwright/test';

export interface NetworkWatch {
  /** Resolves once no request has been in flight for `quietMs` (and `ready()` holds), or after 30 s. */
  quiet(quietMs?: number, ready?: () => boolean): Promise<void>;
  stop(): void;
}

/** Starts counting the page's requests in flight; call before the page's navigation. */
export function watchNetwork(page: Page): NetworkWatch {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 500, ready = () => true) {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !(ready() && inFlight <= 0 && Date.now() - lastActivity >= quietMs)) await page.waitForTimeout(100);
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
