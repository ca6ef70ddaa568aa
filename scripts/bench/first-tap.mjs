/**
 * When a slow phone's first tap on the header's menu button works: Chromium with a phone's screen
 * and touch, its CPU 4× slower and its network at Lighthouse's mobile figures (150 ms, 1.6 Mbit/s
 * down, 750 kbit/s up), a cold cache each run, through the production path beside the empty page.
 */
import { log, sleep, table } from './lib.mjs';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5);
const TAP_EVERY_MS = 50;
/** A tap whose click the page has not dispatched by then is given up on; the next one is sent. */
const CLICK_WAIT_MS = 3000;
const MENU_BUTTON = 'button[popovertarget="site-menu"]';
// Lighthouse's mobile throttling (its constants count 1024 bits to the kbit), in bytes per second.
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, hasTouch: true, isMobile: true };

const REPORT = '__firstTapReport';

/**
 * Installed before the page's own scripts, it tells the bench (through a CDP binding, at the moment
 * it happens) when the menu button is on screen and where it is, and after each click
 * whether that click opened the menu. A popover's button shows it in the click's activation, in the
 * same task as the click, which is when `beforetoggle` fires; the next task knows the outcome.
 */
function watchMenu(report) {
  const tell = (message) => window[report]?.(JSON.stringify(message));
  const seen = { clicks: 0, opens: [], closes: [], button: null };
  let clicking = null;
  window.__firstTap = seen;
  // A reader taps what they see: the button counts once it is in the document and the page has
  // painted (its first contentful paint), and its place is read then, laid out.
  let button = null;
  let painted = false;
  const shown = () => {
    if (!button || !painted || seen.button !== null) return;
    seen.button = performance.now();
    const { x, y, width, height } = button.getBoundingClientRect();
    tell({ kind: 'button', box: { x, y, width, height } });
  };
  const buttonSeen = new MutationObserver(() => {
    button = document.querySelector('button[popovertarget="site-menu"]');
    if (!button) return;
    buttonSeen.disconnect();
    shown();
  });
  buttonSeen.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    painted = true;
    shown();
  }).observe({ type: 'paint', buffered: true });
  addEventListener(
    'click',
    () => {
      const click = (seen.clicks += 1);
      clicking = click;
      setTimeout(() => {
        clicking = null;
        tell({ kind: 'clicked', click, opened: seen.opens.some((open) => open.click === click) });
      });
    },
    true,
  );
  addEventListener(
    'beforetoggle',
    (event) => {
      if (event.target.id !== 'site-menu') return;
      (event.newState === 'open' ? seen.opens : seen.closes).push({ click: clicking, at: performance.now() });
    },
    true,
  );
}

/** Milliseconds since the Unix epoch, with the fraction, as `performance.timeOrigin` counts them in the page. */
const epochNow = () => performance.timeOrigin + performance.now();

/** What watchMenu tells, as it arrives: `next(matches, ms)` is the first message that matches, or null after `ms`. */
function listen(cdp) {
  const heard = [];
  const waiters = new Set();
  cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
    if (name !== REPORT) return;
    heard.push(JSON.parse(payload));
    for (const waiter of waiters) waiter();
  });
  const next = (matches, ms) =>
    new Promise((resolve) => {
      const done = (message) => {
        waiters.delete(check);
        clearTimeout(timer);
        resolve(message);
      };
      const check = () => {
        const message = heard.find(matches);
        if (message) done(message);
      };
      const timer = setTimeout(() => done(null), ms);
      waiters.add(check);
      check();
    });
  return { next, clicks: () => heard.filter((message) => message.kind === 'clicked').length };
}

async function throttledPage(browser) {
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  await context.addInitScript(watchMenu, REPORT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const heard = listen(cdp);
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: REPORT });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp, heard };
}

/**
 * Taps the menu button at its centre, from the moment it is on screen, one tap after the
 * page has dispatched the previous one's click (or given up on it) and at least 50 ms after it was
 * sent, until a tap's own click opens the menu. Returns that tap's send time (epoch ms), and the taps sent.
 */
async function tapUntilOpen(page, cdp, heard, deadline) {
  const shown = await heard.next((message) => message.kind === 'button', deadline - Date.now());
  if (!shown) throw new Error('the menu button never came into the document');
  let box = shown.box;
  let taps = 0;
  let unanswered = 0;
  while (Date.now() < deadline) {
    if (box.width === 0 || box.height === 0) {
      await sleep(10);
      box = (await page.locator(MENU_BUTTON).boundingBox()) ?? box;
      continue;
    }
    const before = heard.clicks();
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const sent = epochNow();
    await Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
    taps += 1;
    const clicked = await heard.next((message) => message.kind === 'clicked' && message.click > before, CLICK_WAIT_MS);
    if (!clicked) unanswered += 1;
    else if (clicked.opened) return { sent, taps, unanswered };
    await sleep(Math.max(0, sent + TAP_EVERY_MS - epochNow()));
    box = (await page.locator(MENU_BUTTON).boundingBox()) ?? box;
  }
  throw new Error(`the menu did not open by a tap (${taps} taps, ${unanswered} without a click)`);
}

/** Once the page's code has taken it over (below-the-fold parts too) and the network and main thread are idle. */
async function settle(page) {
  await page.waitForFunction(() => document.querySelector('#root[data-hydrated]') && !document.querySelector('[data-below-the-fold="hydrating"]'), null, { polling: 50, timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}

/** One cold load of `url`: its first contentful paint and, with `menu`, its first working tap (ms after navigation start). */
async function measureOnce(browser, url, menu) {
  const { context, page, cdp, heard } = await throttledPage(browser);
  try {
    const deadline = Date.now() + 60_000;
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const tap = menu ? await tapUntilOpen(page, cdp, heard, deadline) : null;
    await loaded;
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 50, timeout: 30_000 });
    const { fcp, timeOrigin } = await page.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime, timeOrigin: performance.timeOrigin }));
    if (!tap) return { fcp };
    await settle(page);
    const { open, seen } = await page.evaluate(() => ({ open: document.getElementById('site-menu').matches(':popover-open'), seen: window.__firstTap }));
    return { fcp, button: seen.button, tap: tap.sent - timeOrigin, opened: seen.opens[0]?.at, closed: seen.closes[0]?.at ?? null, taps: tap.taps, unanswered: tap.unanswered, stayedOpen: open && seen.closes.length === 0 };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `targets`: { label, url, menu } for each page, the empty page without a menu. Each page is loaded
 * five times in turn (one run of every page, then the next), so that a slow stretch of the shared
 * machine falls on every page alike.
 */
export async function firstTapSuite(browser, targets) {
  const runs = new Map(targets.map((target) => [target, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const target of targets) {
      const result = await measureOnce(browser, target.url, target.menu);
      log(`first tap ${target.label} #${run + 1}:`, JSON.stringify(result, (key, value) => (typeof value === 'number' ? Math.round(value) : value)));
      runs.get(target).push(result);
    }
  }
  return targets.map((target) => {
    const results = runs.get(target);
    const row = { label: target.label, menu: target.menu, fcp: median(results.map((r) => r.fcp)) };
    if (!target.menu) return row;
    return {
      ...row,
      button: median(results.map((r) => r.button)),
      tap: median(results.map((r) => r.tap)),
      opened: median(results.map((r) => r.opened)),
      dead: median(results.map((r) => r.tap - r.fcp)),
      taps: median(results.map((r) => r.taps)),
      stayedOpen: results.filter((r) => r.stayedOpen).length,
      runs: results.length,
    };
  });
}

export function firstTapSection(results) {
  if (!results.firstTap) return [];
  const rows = results.firstTap;
  const empty = rows.find((row) => !row.menu);
  const ms = (value) => value.toFixed(0);
  return [
    '## First tap on the phone menu (Chromium, CPU 4× slower, 150 ms, 1.6 Mbit/s down, 750 kbit/s up; median of 5 cold loads), through the production path',
    '',
    `Chromium with a phone's screen and touch (412 × 823, 1.75 × pixels) through nginx.conf over HTTPS and HTTP/2, and the empty React page by nginx beside it, throttled in the browser (CDP \`Emulation.setCPUThrottlingRate\` 4 and \`Network.emulateNetworkConditions\`, 150 ms added to each request), a fresh context each load. From the moment the menu button is on screen (in the document, and the page's first contentful paint shown), it is tapped at its centre (CDP touch events) every ${TAP_EVERY_MS} ms or more, each tap once the page has dispatched the previous one's click, until a tap's own click opens the menu (its \`beforetoggle\`); the time is when that tap was sent, and "menu shown" when the page opened it. The button's arrival and place come from a script the bench adds to the page (a mutation observer and the paint timing, told back through a CDP binding), so the first tap follows it by the time the busy page takes to say so. Then the page is left to hydrate and go idle, and the menu must still be open, never closed in between. Times are from navigation start, medians of each column; "shown but dead" is the median of first working tap − first contentful paint (below 0: the tap worked before the first paint).`,
    '',
    table(
      ['page', 'FCP ms', 'button on screen ms', 'first working tap ms', 'menu shown ms', 'shown but dead ms', 'tap − empty FCP ms', 'taps sent', 'still open once hydrated', 'tap ≤ empty FCP', 'dead ≤ 200 ms'],
      rows.map((row) =>
        row.menu
          ? [
              row.label,
              ms(row.fcp),
              ms(row.button),
              ms(row.tap),
              ms(row.opened),
              ms(row.dead),
              ms(row.tap - empty.fcp),
              String(row.taps),
              row.stayedOpen === row.runs ? `${row.stayedOpen}/${row.runs}` : `**${row.stayedOpen}/${row.runs}**`,
              row.tap <= empty.fcp && row.stayedOpen === row.runs ? 'yes' : '**no**',
              row.dead <= 200 && row.stayedOpen === row.runs ? 'yes' : '**no**',
            ]
          : [row.label, ms(row.fcp), '', '', '', '', '', '', '', '', ''],
      ),
    ),
    '',
    'Targets: the first working tap no later than the empty page\'s first contentful paint, and no page shown but dead for more than 200 ms; a menu that hydration closes fails both.',
    '',
  ];
}
