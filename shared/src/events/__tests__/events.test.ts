import { emit, on } from '@storefront/shared/events/events';

describe('team events', () => {
  it('deliver the typed detail to listeners until they stop', () => {
    const handler = jest.fn();
    const stop = on('commerce:cart-updated', handler);
    emit('commerce:cart-updated', { count: 3 });
    stop();
    emit('commerce:cart-updated', { count: 4 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ count: 3 });
  });

  it('are plain DOM events that any code can listen to', () => {
    const listener = jest.fn();
    window.addEventListener('account:signed-out', listener);
    emit('account:signed-out');
    window.removeEventListener('account:signed-out', listener);
    expect(listener).toHaveBeenCalledWith(expect.any(CustomEvent));
  });
});
