import retryPlugin from '@storefront/shared/federation/retry-plugin';

type Hook<K extends 'fetch' | 'loadEntryError'> = NonNullable<ReturnType<typeof retryPlugin>[K]>;

describe('federation retry plugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('fetches a manifest again after a failure, asking the server (not a cache) the second time', async () => {
    jest.useFakeTimers();
    const calls: RequestInit[] = [];
    globalThis.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      calls.push(init ?? {});
      if (calls.length === 1) throw new TypeError('network down');
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const fetching = (retryPlugin().fetch as Hook<'fetch'>)('/remotes/content/1/mf-manifest.json', {});
    await jest.advanceTimersByTimeAsync(500);
    await expect(fetching).resolves.toHaveProperty('status', 200);
    expect(calls.map((init) => init.cache)).toEqual([undefined, 'no-cache']);
  });

  it('loads a failed remote entry once more, past the failed preload', async () => {
    const entry = { init: jest.fn(), get: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(entry);
    const globalLoading: Record<string, unknown> = { 'content:/remoteEntry.js': Promise.reject(new Error('x')).catch(() => undefined) };
    const recover = retryPlugin().loadEntryError as unknown as (args: Record<string, unknown>) => Promise<unknown>;
    await expect(recover({ getRemoteEntry, origin: {}, remoteInfo: { name: 'content' }, globalLoading, uniqueKey: 'content:/remoteEntry.js' })).resolves.toBe(entry);
    expect(globalLoading).toEqual({});
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});
