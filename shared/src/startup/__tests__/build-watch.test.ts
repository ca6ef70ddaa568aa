import {
  RELOAD_GUARD_KEY,
  buildManifestUrl,
  handleChunkLoadError,
  isChunkLoadError,
  isNewerBuild,
  isNewerBuildSeen,
  noteLatestBuild,
  resetBuildWatch,
  shouldReload,
  documentBuildId,
  startBuildWatch,
} from '@storefront/shared/startup/build-watch';

const chunkError = () => Object.assign(new Error('Loading chunk 512 failed.\n(error: https://x/512.js)'), { name: 'ChunkLoadError' });

beforeEach(() => {
  resetBuildWatch();
  sessionStorage.clear();
});

describe('pure rules', () => {
  it('asks for the build file with a cache-busting timestamp', () => {
    expect(buildManifestUrl(1700000000000)).toBe('/builds/latest.json?t=1700000000000');
  });

  it('treats another id as a newer build', () => {
    expect(isNewerBuild('b2', 'b1')).toBe(true);
    expect(isNewerBuild('b1', 'b1')).toBe(false);
    expect(isNewerBuild(undefined, 'b1')).toBe(false);
  });

  it('reloads at most once per 10000 ms', () => {
    expect(shouldReload(50_000, null)).toBe(true);
    expect(shouldReload(50_000, 40_001)).toBe(false);
    expect(shouldReload(50_000, 40_000)).toBe(true);
  });

  it('recognises chunk-load errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('handleChunkLoadError', () => {
  it('does nothing before a newer build was seen', () => {
    const reload = jest.fn();
    noteLatestBuild('b1');
    expect(handleChunkLoadError(chunkError(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once a newer build was seen, then not again within 10 s', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const reload = jest.fn();
    noteLatestBuild('b1');
    noteLatestBuild('b2');
    expect(isNewerBuildSeen()).toBe(true);
    expect(handleChunkLoadError(new Error('some bug'), reload)).toBe(false);
    expect(handleChunkLoadError(chunkError(), reload)).toBe(true);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
    jest.setSystemTime(1_009_999);
    expect(handleChunkLoadError(chunkError(), reload)).toBe(false);
    jest.setSystemTime(1_010_000);
    expect(handleChunkLoadError(chunkError(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});

describe('documentBuildId', () => {
  it("reads the served document's build id, and nothing from a page without one", () => {
    expect(documentBuildId()).toBeUndefined();
    const meta = Object.assign(document.createElement('meta'), { name: 'build-id', content: 'f8cdab95d5' });
    document.head.append(meta);
    expect(documentBuildId()).toBe('f8cdab95d5');
    meta.remove();
  });
});

describe('startBuildWatch', () => {
  it('polls /builds/latest.json and notices a newer id', async () => {
    jest.useFakeTimers();
    const ids = ['b1', 'b1', 'b2'];
    const fetch = jest.fn(async (_url: string) => ({ ok: true, json: async () => ({ id: ids.shift() }) }) as unknown as Response);
    const stop = startBuildWatch({ intervalMs: 1000, fetch: fetch as unknown as typeof globalThis.fetch });
    await jest.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls[0]?.[0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    await jest.advanceTimersByTimeAsync(1000);
    expect(isNewerBuildSeen()).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    expect(isNewerBuildSeen()).toBe(true);
    stop();
    jest.useRealTimers();
  });

  it('compares with the build the page was loaded from, when given, from the first interval on', async () => {
    jest.useFakeTimers();
    const fetch = jest.fn(async () => ({ ok: true, json: async () => ({ id: 'b9' }) }) as unknown as Response);
    const stop = startBuildWatch({ loadedBuildId: 'b8', intervalMs: 1000, fetch: fetch as unknown as typeof globalThis.fetch });
    await jest.advanceTimersByTimeAsync(0);
    expect(fetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1000);
    expect(isNewerBuildSeen()).toBe(true);
    stop();
    jest.useRealTimers();
  });
});
