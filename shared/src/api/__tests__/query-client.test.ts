import { TRPCClientError } from '@trpc/client';
import { createQueryClient } from '@storefront/shared/api/query-client';
import { toastStore } from '@storefront/shared/toast/toast-store';
import { i18n } from '@storefront/shared/i18n/i18n';

const messages = () => toastStore.getState().toasts.map((item) => `${item.type}: ${item.message}`);

beforeEach(async () => {
  toastStore.setState({ toasts: [] });
  await i18n.changeLanguage('vi');
});

describe('createQueryClient', () => {
  it('does not retry queries (the transport already did)', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(false);
  });

  it('shows a failed mutation as an error toast with a localised message', async () => {
    const client = createQueryClient();
    const failing = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') })),
    });
    await expect(failing.execute(undefined)).rejects.toThrow();
    expect(messages()).toEqual(['error: Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng.']);
  });

  it('stays quiet when the component shows the error itself', async () => {
    const client = createQueryClient();
    const failing = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(new Error('x')), meta: { silentError: true } });
    await expect(failing.execute(undefined)).rejects.toThrow();
    expect(messages()).toEqual([]);
  });

  it('leaves a first failed load to the page, but toasts a failed background refresh', async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new Error('x')) })).rejects.toThrow();
    expect(messages()).toEqual([]);
    client.setQueryData(['b'], 1);
    await expect(client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new Error('x')), staleTime: 0 })).rejects.toThrow();
    expect(messages()).toEqual(['error: Đã xảy ra lỗi. Vui lòng thử lại.']);
  });
});
