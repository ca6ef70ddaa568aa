import { renderHook } from '@testing-library/react';
import * as z from 'zod/mini';
import { schemaOnDemand, useSchemaOnDemand } from '../schema-on-demand';
import { toastStore } from '../../toast/toast-store';

const name = z.object({ name: z.string().check(z.minLength(1, { error: 'validation.required' })) });

beforeEach(() => toastStore.setState({ toasts: [] }));

test('downloads the schema once, when prefetched', async () => {
  const load = jest.fn(() => Promise.resolve(name));
  const contract = schemaOnDemand(load);
  expect(load).not.toHaveBeenCalled();
  expect(contract.current()).toBeUndefined();
  contract.prefetch();
  contract.prefetch();
  expect(await contract.whenLoaded()).toBe(name);
  expect(contract.current()).toBe(name);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download tells the person, and the next try downloads again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(name);
  const contract = schemaOnDemand(load);
  expect(await contract.whenLoaded()).toBeNull();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ type: 'error' })]);
  expect(await contract.whenLoaded()).toBe(name);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a form checks at once once the schema is here, as a synchronous validation would', async () => {
  const contract = schemaOnDemand(() => Promise.resolve(name));
  await contract.whenLoaded();
  const { result } = renderHook(() => useSchemaOnDemand(contract));
  const verdicts: unknown[] = [];
  result.current.check({ name: '' }, (verdict) => verdicts.push(verdict.error?.issues[0]?.message));
  expect(verdicts).toEqual(['validation.required']);
});

test('a submit before the download waits for it, and a second submit meanwhile is ignored', async () => {
  let arrive: (schema: typeof name) => void = () => {};
  const contract = schemaOnDemand(() => new Promise<typeof name>((resolve) => (arrive = resolve)));
  const { result } = renderHook(() => useSchemaOnDemand(contract));
  const verdicts: unknown[] = [];
  result.current.check({ name: 'An' }, (verdict) => verdicts.push(verdict.data));
  result.current.check({ name: 'Bình' }, (verdict) => verdicts.push(verdict.data));
  expect(verdicts).toEqual([]);
  arrive(name);
  await contract.whenLoaded();
  await Promise.resolve();
  expect(verdicts).toEqual([{ name: 'An' }]);
});
