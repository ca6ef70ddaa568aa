import retryPlugin from '@storefront/shared/federation/retry-plugin';

describe('federation retry plugin', () => {
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
