import * as z from 'zod/mini';
import { schemaOnDemand } from '../schema-on-demand';
import { toastStore } from '../../toast/toast-store';

const name = z.object({ name: z.string().check(z.minLength(1, { error: 'validation.required' })) });

beforeEach(() => toastStore.setState({ toasts: [] }));

test('downloads the schema once, on prefetch, and judges values with it', async () => {
  const load = jest.fn(() => Promise.resolve(name));
  const schema = schemaOnDemand(load);
  expect(load).not.toHaveBeenCalled();
  schema.prefetch();
  schema.prefetch();
  expect(await schema.safeParse({ name: 'An' })).toMatchObject({ success: true, data: { name: 'An' } });
  expect((await schema.safeParse({ name: '' }))?.error?.issues[0]?.message).toBe('validation.required');
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download tells the person, and the next submit tries again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(name);
  const schema = schemaOnDemand(load);
  expect(await schema.safeParse({ name: 'An' })).toBeNull();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ type: 'error' })]);
  expect(await schema.safeParse({ name: 'An' })).toMatchObject({ success: true });
  expect(load).toHaveBeenCalledTimes(2);
});
