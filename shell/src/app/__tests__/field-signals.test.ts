/**
 * The browser's field signals: an error thrown from a remote's published script counts for that
 * remote version, with its class only (no message, no address or query); a failed boundary counts
 * for the version in the map; signals go in batches, and all that waits goes with sendBeacon when
 * the page is hidden or left.
 */
import type { FieldReport } from '@storefront/shared/federation/field-signals';
import { reportBoundaryFailure } from '@storefront/shared/federation/field-signal-hooks';
import { findRoute } from '@storefront/shared/routes/route-table';
import { FieldReporter, installReporter, scriptOwner, versionsOf } from '../field-signals';
import { loadReporterWhenIdle, notePageView, startFieldSignals } from '../field-signals-early';
import { useFixtureSite } from '../../testing/site-fixture';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerPlugins: jest.fn(),
}));

const site = useFixtureSite();
const map = {
  content: '/remotes/content/1.0.0-aaaa1111/mf-manifest.json',
  commerce: '/remotes/commerce/1.2.0-bbbb2222/mf-manifest.json',
  account: '/remotes/account/0.9.0-cccc3333/mf-manifest.json',
};
const versions = versionsOf(map);

function thrownFrom(script: string, message = 'Cannot read properties of undefined (reading "email")'): TypeError {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at render (${script}:1:200)\n    at http://127.0.0.1/assets/libs.0123456789.js:2:10`;
  return error;
}

function reporterSending(sent: FieldReport[], path = '/san-pham') {
  return new FieldReporter({
    versions,
    pageOf: (at) => findRoute(site, at),
    send: (body) => sent.push(JSON.parse(body) as FieldReport) > 0,
    currentPath: () => path,
    requestIds: () => ['0123456789abcdef'],
  });
}

test("each remote's version is the folder of its manifest", () => {
  expect(versions).toEqual({ content: '1.0.0-aaaa1111', commerce: '1.2.0-bbbb2222', account: '0.9.0-cccc3333' });
  expect(versionsOf({ content: 'http://elsewhere.example/entry.js' })).toEqual({});
});

test('an error from a remote script counts for that remote version, without its message, address or query', () => {
  const sent: FieldReport[] = [];
  const reporter = reporterSending(sent);
  const script = 'http://127.0.0.1:8080/remotes/commerce/1.2.0-bbbb2222/412.js?email=buyer@example.com';
  reporter.take({ error: thrownFrom(script), filename: script });
  // Only the stack names the script (an unhandled rejection has no filename).
  reporter.take({ error: thrownFrom('http://127.0.0.1:8080/remotes/content/1.0.0-aaaa1111/7.js') });
  // The shell's own or a browser extension's errors are no remote version's.
  reporter.take({ error: thrownFrom('http://127.0.0.1:8080/assets/app.0123456789.js'), filename: 'http://127.0.0.1:8080/assets/app.0123456789.js' });
  reporter.take({ error: 'a string thrown' });
  reporter.flush();
  expect(sent).toEqual([
    {
      signals: [
        { kind: 'unhandledError', remote: 'commerce', version: '1.2.0-bbbb2222', pageId: 'productList', errorClass: 'TypeError' },
        { kind: 'unhandledError', remote: 'content', version: '1.0.0-aaaa1111', pageId: 'productList', errorClass: 'TypeError' },
      ],
      requestIds: ['0123456789abcdef'],
    },
  ]);
  const text = JSON.stringify(sent);
  expect(text).not.toMatch(/email|Cannot read|http|\?/);
  expect(scriptOwner(new Error('x'), 'http://127.0.0.1/remotes/commerce/../../evil/1.js')).toBeUndefined();
});

test("a failed boundary counts for the version of the visitor's map; a page view names every version", () => {
  const sent: FieldReport[] = [];
  const reporter = reporterSending(sent, '/');
  reporter.take({ path: '/' });
  reporter.take({ boundary: { remote: 'commerce', phase: 'chunk', error: Object.assign(new Error('Loading chunk 412 failed: http://x/remotes/commerce/1/412.js'), { name: 'ChunkLoadError' }) } });
  reporter.take({ boundary: { remote: 'unknown-remote', phase: 'load', error: new Error('x') } });
  reporter.take({ path: '/no-such-page' });
  reporter.flush();
  expect(sent[0]!.signals).toEqual([
    { kind: 'pageView', pageId: 'home', versions },
    { kind: 'boundaryError', remote: 'commerce', version: '1.2.0-bbbb2222', pageId: 'home', phase: 'chunk', errorClass: 'ChunkLoadError' },
  ]);
});

test('signals go in batches of at most 25, and page views alone carry no request ids', () => {
  const sent: FieldReport[] = [];
  const reporter = reporterSending(sent);
  for (let view = 0; view < 30; view++) reporter.take({ path: '/san-pham' });
  expect(sent.map((report) => report.signals.length)).toEqual([25]);
  reporter.flush();
  reporter.flush();
  expect(sent.map((report) => report.signals.length)).toEqual([25, 5]);
  expect(sent.every((report) => report.requestIds === undefined)).toBe(true);
});

describe('in the page', () => {
  const beacons: Array<{ url: string; body: Blob }> = [];
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
    });
  });
  beforeEach(() => (beacons.length = 0));

  const readBeacon = (blob: Blob) =>
    new Promise<FieldReport>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(JSON.parse(String(reader.result)) as FieldReport);
      reader.readAsText(blob);
    });

  test('what waits is sent with sendBeacon, as JSON, when the page is left', async () => {
    // Sent as the reporter sends: a JSON blob to the report address.
    const real = new FieldReporter({ versions, pageOf: (at) => findRoute(site, at), send: (body) => navigator.sendBeacon('/api/field-signals', new Blob([body], { type: 'application/json' })) });
    const uninstall = installReporter(real);
    real.take({ path: '/san-pham' });
    expect(beacons).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    uninstall();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/field-signals');
    expect(beacons[0]!.body.type).toBe('application/json');
    expect(await readBeacon(beacons[0]!.body)).toEqual({ signals: [{ kind: 'pageView', pageId: 'productList', versions }] });
  });

  test('from the first script on: errors and boundaries before the reporter loads are kept and sent once the page is hidden', async () => {
    jest.useFakeTimers();
    const mapScript = Object.assign(document.createElement('script'), { id: 'remote-map', type: 'application/json', textContent: JSON.stringify(map) });
    document.body.append(mapScript);
    window.history.replaceState(null, '', '/san-pham');
    startFieldSignals();
    loadReporterWhenIdle(() => import('../field-signals'));
    notePageView('/san-pham');
    const script = 'http://localhost/remotes/commerce/1.2.0-bbbb2222/412.js';
    window.dispatchEvent(new ErrorEvent('error', { error: thrownFrom(script), filename: script, message: 'Cannot read properties' }));
    reportBoundaryFailure('commerce', 'render', new RangeError('Maximum call stack size exceeded'));
    // The page is idle: the reporter loads, then the page is hidden.
    jest.advanceTimersByTime(5000);
    jest.useRealTimers();
    for (let turn = 0; turn < 50 && beacons.length === 0; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }
    expect(beacons).toHaveLength(1);
    const report = await readBeacon(beacons[0]!.body);
    expect(report.signals).toEqual([
      { kind: 'pageView', pageId: 'productList', versions },
      { kind: 'unhandledError', remote: 'commerce', version: '1.2.0-bbbb2222', pageId: 'productList', errorClass: 'TypeError' },
      { kind: 'boundaryError', remote: 'commerce', version: '1.2.0-bbbb2222', pageId: 'productList', phase: 'render', errorClass: 'RangeError' },
    ]);
    mapScript.remove();
  });
});
