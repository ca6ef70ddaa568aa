/**
 * The documents' start-up script, run as the browser runs it (an inline script at the end of the
 * body): when it asks for the page's scripts, and what it asks for.
 */
import { PAGE_FILES_ID, SHELL_FILES_ID, START_UP_SCRIPT } from '@storefront/shared/startup/start-up-script';

const { SHELL_FILES_ID: BUILD_SHELL_FILES_ID } = require('../../../build/startup-files-plugin.cjs') as { SHELL_FILES_ID: string };

const SHELL_FILES = { entry: '/main.1.js', files: ['/libraries.2.js', '/startup.3.js'] };
const PAGE_FILES = ['/remotes/content/1/mf-manifest.json', '/remotes/content/1/remoteEntry.js'];

/** A document as the API sends it, `root` holding the page (or nothing) and the script last in its body. */
function runDocument(root: string, { serverRendered = true } = {}): void {
  document.head.innerHTML = `<script type="application/json" id="${PAGE_FILES_ID}">${JSON.stringify(PAGE_FILES)}</script>`;
  document.body.innerHTML =
    `<div id="root"${serverRendered ? ' data-server-rendered' : ''}>${root}</div>` +
    `<script type="application/json" id="${SHELL_FILES_ID}">${JSON.stringify(SHELL_FILES)}</script>`;
  // Inline scripts set through innerHTML do not run; this one runs where the document has it.
  new Function(START_UP_SCRIPT)();
}

const asked = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('as'), link.getAttribute('href'), link.getAttribute('crossorigin')]),
  scripts: [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
});

const nothingAsked = { preloads: [], scripts: [] };

/** The browser's paint timing: `paint()` reports the first contentful paint as shown. */
class FakePaintObserver {
  static readonly supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  connected = false;
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakePaintObserver) => void) {
    FakePaintObserver.observers.push(this);
  }
  observe(options: { type: string; buffered: boolean }) {
    this.connected = options.type === 'paint' && options.buffered;
  }
  disconnect() {
    this.connected = false;
  }
  static paint() {
    for (const observer of this.observers.filter((o) => o.connected)) {
      observer.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }, observer);
    }
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  FakePaintObserver.observers = [];
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakePaintObserver;
});
afterEach(() => jest.useRealTimers());

it('names the element the shell build writes', () => {
  expect(BUILD_SHELL_FILES_ID).toBe(SHELL_FILES_ID);
});

it("asks at once on a page the browser renders: the shell's files, the page's, then the entry", () => {
  runDocument('<div class="boot-overlay"></div>', { serverRendered: false });
  expect(asked()).toEqual({
    preloads: [
      ['script', '/libraries.2.js', null],
      ['script', '/startup.3.js', null],
      ['fetch', '/remotes/content/1/mf-manifest.json', 'anonymous'],
      ['script', '/remotes/content/1/remoteEntry.js', null],
    ],
    scripts: ['/main.1.js'],
  });
});

it('waits on a server-rendered page until its first paint is shown, its eager pictures have loaded or failed, and the frame after', () => {
  runDocument('<h1>Sa Pa</h1><img src="/a.avif" fetchpriority="high"><img src="/b.avif"><img src="/c.avif" loading="lazy">');
  const [first, second] = [...document.querySelectorAll('img')];
  jest.advanceTimersByTime(100);
  expect(asked()).toEqual(nothingAsked);

  FakePaintObserver.paint();
  jest.advanceTimersByTime(100);
  expect(asked()).toEqual(nothingAsked); // the pictures are still on their way

  first!.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(100);
  expect(asked()).toEqual(nothingAsked); // the second is still on its way; the lazy one is not waited for

  second!.dispatchEvent(new Event('error'));
  expect(asked()).toEqual(nothingAsked); // painted in the next frame
  jest.advanceTimersByTime(100);
  expect(asked().scripts).toEqual(['/main.1.js']);
  expect(asked().preloads).toHaveLength(4);
});

it('waits for the first paint and the frame after when the page has no picture to wait for', () => {
  runDocument('<h1>Sa Pa</h1>');
  jest.advanceTimersByTime(100);
  expect(asked()).toEqual(nothingAsked);
  FakePaintObserver.paint();
  expect(asked()).toEqual(nothingAsked);
  jest.advanceTimersByTime(100);
  expect(asked().scripts).toEqual(['/main.1.js']);
});

it('waits for no paint timing in a browser that reports none', () => {
  delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
  runDocument('<h1>Sa Pa</h1>');
  jest.advanceTimersByTime(100);
  expect(asked().scripts).toEqual(['/main.1.js']);
});

it('waits three seconds at most for a picture that hangs, and asks once', () => {
  runDocument('<img src="/hangs.avif">');
  FakePaintObserver.paint();
  jest.advanceTimersByTime(2900);
  expect(asked()).toEqual(nothingAsked);
  jest.advanceTimersByTime(100);
  expect(asked().scripts).toEqual(['/main.1.js']);

  document.querySelector('img')!.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(5000);
  expect(asked().scripts).toEqual(['/main.1.js']);
  expect(asked().preloads).toHaveLength(4);
});

it('asks at once in a hidden tab, which paints nothing', () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  runDocument('<img src="/a.avif">');
  expect(asked().scripts).toEqual(['/main.1.js']);
  visibility.mockRestore();
});
