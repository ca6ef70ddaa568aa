import { TRPCClientError } from '@trpc/client';
import { renderHook, waitFor } from '@testing-library/react';
import { setApiClient, type ApiClient } from '@storefront/shared/api/trpc-client';
import { clearFeatureFlags, getFeatureFlag, isFeatureEnabled, loadFeatureFlags } from '@storefront/shared/feature-flags/feature-flags';
import { useFeatureFlag } from '@storefront/shared/feature-flags/use-feature-flag';

function fakeClient() {
  const featureFlags = {
    getAllFeatureFlags: { query: jest.fn() },
    getFeatureFlagByKey: { query: jest.fn() },
    isFeatureEnabled: { query: jest.fn() },
  };
  setApiClient({ featureFlags } as unknown as ApiClient);
  return featureFlags;
}

let logged: jest.SpyInstance;
beforeEach(() => {
  clearFeatureFlags();
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logged.mockRestore();
  setApiClient(null);
});

describe('loadFeatureFlags', () => {
  it('returns and caches every flag', async () => {
    const api = fakeClient();
    api.getAllFeatureFlags.query.mockResolvedValue([{ key: 'enable_add_to_cart', enabled: false }]);
    await expect(loadFeatureFlags()).resolves.toEqual([{ key: 'enable_add_to_cart', enabled: false }]);
    await expect(isFeatureEnabled('enable_add_to_cart', true)).resolves.toBe(false);
    expect(api.isFeatureEnabled.query).not.toHaveBeenCalled();
  });

  it("logs 'Đã xảy ra lỗi khi tải feature flags' and returns an empty list on failure", async () => {
    const api = fakeClient();
    api.getAllFeatureFlags.query.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadFeatureFlags()).resolves.toEqual([]);
    expect(logged).toHaveBeenCalledWith('Đã xảy ra lỗi khi tải feature flags', expect.any(TypeError));
  });

  it("logs the server's message for an RPC error", async () => {
    const api = fakeClient();
    api.getAllFeatureFlags.query.mockRejectedValue(new TRPCClientError('Máy chủ bận'));
    await expect(loadFeatureFlags()).resolves.toEqual([]);
    expect(logged).toHaveBeenCalledWith('Máy chủ bận', expect.any(TRPCClientError));
  });

  it('returns an empty list without a client', async () => {
    await expect(loadFeatureFlags()).resolves.toEqual([]);
  });
});

describe('getFeatureFlag', () => {
  it('returns the flag', async () => {
    const api = fakeClient();
    api.getFeatureFlagByKey.query.mockResolvedValue({ key: 'beta', enabled: true });
    await expect(getFeatureFlag('beta')).resolves.toEqual({ key: 'beta', enabled: true });
    expect(api.getFeatureFlagByKey.query).toHaveBeenCalledWith({ key: 'beta' });
  });

  it('logs the keyed message and returns null on failure', async () => {
    const api = fakeClient();
    api.getFeatureFlagByKey.query.mockRejectedValue(new TRPCClientError('NOT_FOUND'));
    await expect(getFeatureFlag('beta')).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith('Đã xảy ra lỗi khi tải feature flag với key beta', expect.anything());
  });
});

describe('isFeatureEnabled', () => {
  it('asks once per key and caches the answer', async () => {
    const api = fakeClient();
    api.isFeatureEnabled.query.mockResolvedValue({ enabled: false });
    await expect(Promise.all([isFeatureEnabled('x', true), isFeatureEnabled('x', true)])).resolves.toEqual([false, false]);
    await expect(isFeatureEnabled('x', true)).resolves.toBe(false);
    expect(api.isFeatureEnabled.query).toHaveBeenCalledTimes(1);
    expect(api.isFeatureEnabled.query).toHaveBeenCalledWith({ key: 'x', defaultValue: true });
  });

  it('returns the supplied default on failure', async () => {
    const api = fakeClient();
    api.isFeatureEnabled.query.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(isFeatureEnabled('enable_add_to_cart', true)).resolves.toBe(true);
    await expect(isFeatureEnabled('other', false)).resolves.toBe(false);
  });
});

describe('useFeatureFlag', () => {
  it('shows the default until the flag is known', async () => {
    const api = fakeClient();
    api.isFeatureEnabled.query.mockResolvedValue({ enabled: false });
    const { result } = renderHook(() => useFeatureFlag('enable_add_to_cart', true));
    expect(result.current).toBe(true);
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('keeps the default when the flag cannot be loaded', async () => {
    const api = fakeClient();
    api.isFeatureEnabled.query.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useFeatureFlag('enable_add_to_cart', true));
    await waitFor(() => expect(api.isFeatureEnabled.query).toHaveBeenCalled());
    expect(result.current).toBe(true);
  });
});
