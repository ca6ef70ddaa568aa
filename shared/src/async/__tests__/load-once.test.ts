import { loadOnce } from '@storefront/shared/async/load-once';

test('fetches once and hands every caller the same answer', async () => {
  const load = jest.fn().mockResolvedValue('viewer');
  const get = loadOnce(load);
  await expect(Promise.all([get(), get()])).resolves.toEqual(['viewer', 'viewer']);
  await expect(get()).resolves.toBe('viewer');
  expect(load).toHaveBeenCalledTimes(1);
});

test('forgets a failed fetch, so the next call fetches again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('viewer');
  const get = loadOnce(load);
  await expect(get()).rejects.toThrow('offline');
  await expect(get()).resolves.toBe('viewer');
  expect(load).toHaveBeenCalledTimes(2);
});
