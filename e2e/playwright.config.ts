/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production
 * build, served two ways:
 * - `site`: as `npm start` serves it, one Node process on a fresh embedded database;
 * - `production`: as `npm run serve:prod` serves it, nginx in front of two API instances on a
 *   fresh PostgreSQL database (needs DATABASE_URL; .ci/run sets it).
 */
import { defineConfig } from '@playwright/test';
import { baseURL, productionDatabase, productionURL, serverPort } from './support/site';

const withProduction = Boolean(process.env.DATABASE_URL);
if (!withProduction) console.warn('DATABASE_URL is not set: the production (nginx + PostgreSQL) suite is skipped.');

/**
 * Specs that change site-wide state on the `site` server, which specs running beside them would see
 * (console-flags switches add-to-cart off, which the checkout specs click; console-routes redirects a
 * footer link's page; console-seo retitles the gallery): the `site-exclusive`
 * project runs them after every other `site` spec.
 */
const SITE_WIDE_STATE = ['account/console-flags.spec.ts', 'account/console-theme.spec.ts', 'account/console-routes.spec.ts', 'content/console-seo.spec.ts'];

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // Two workers, their browsers and the servers share two cores: a page that renders in one
  // second alone took over ten while the other worker paid for an order.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // The DOM at every step and the network, without the filmstrip: its screenshots are taken
    // through every test and thrown away when it passes, and slowed the accessibility scans most.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromium,
  },
  projects: [
    { name: 'site', testIgnore: ['production/**', 'production-failover/**', ...SITE_WIDE_STATE], use: { baseURL } },
    { name: 'site-exclusive', testMatch: SITE_WIDE_STATE, dependencies: ['site'], use: { baseURL } },
    ...(withProduction
      ? [
          { name: 'production', testMatch: 'production/**/*.spec.ts', use: { baseURL: productionURL } },
          // Stops an API instance, so it runs once everything else on the topology is done.
          { name: 'production-failover', testMatch: 'production-failover/**/*.spec.ts', dependencies: ['production'], use: { baseURL: productionURL } },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node support/start-server.mjs',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // Warnings and errors only: a line per request would drown the report.
      env: { PORT: String(serverPort), LOG_LEVEL: 'warn', PAYMENT_SANDBOX: '1' },
    },
    ...(withProduction
      ? [{ command: 'node support/start-production.mjs', url: `${productionURL}/healthz`, reuseExistingServer: false, timeout: 240_000, stdout: 'pipe' as const, stderr: 'pipe' as const, env: { LOG_LEVEL: 'warn', PRODUCTION_DATABASE: productionDatabase, PAYMENT_SANDBOX: '1' } }]
      : []),
  ],
});
