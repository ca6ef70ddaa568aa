import { assertTransition, canTransition, IllegalTransitionError, ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from '../order-state';

describe('order and payment state transitions', () => {
  it('lets an order go pending → confirmed → processing → shipped → delivered', () => {
    expect(canTransition('order', 'pending', 'confirmed')).toBe(true);
    expect(canTransition('order', 'confirmed', 'processing')).toBe(true);
    expect(canTransition('order', 'processing', 'shipped')).toBe(true);
    expect(canTransition('order', 'shipped', 'delivered')).toBe(true);
  });

  it('refuses moving backwards or out of a final state', () => {
    expect(canTransition('order', 'confirmed', 'pending')).toBe(false);
    expect(canTransition('order', 'cancelled', 'confirmed')).toBe(false);
    expect(canTransition('order', 'delivered', 'cancelled')).toBe(false);
    expect(() => assertTransition('order', 'cancelled', 'confirmed')).toThrow(IllegalTransitionError);
  });

  it('lets a payment be paid or fail, retried after failing, refunded once paid', () => {
    expect(canTransition('payment', 'pending', 'paid')).toBe(true);
    expect(canTransition('payment', 'pending', 'failed')).toBe(true);
    expect(canTransition('payment', 'failed', 'pending')).toBe(true);
    expect(canTransition('payment', 'paid', 'refunded')).toBe(true);
    expect(canTransition('payment', 'paid', 'failed')).toBe(false);
    expect(canTransition('payment', 'paid', 'pending')).toBe(false);
    expect(canTransition('payment', 'refunded', 'paid')).toBe(false);
    expect(() => assertTransition('payment', 'paid', 'paid')).toThrow(/paid → paid/);
  });

  it('covers every status value of the schema', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual(['cancelled', 'confirmed', 'delivered', 'pending', 'processing', 'shipped']);
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual(['failed', 'paid', 'pending', 'refunded']);
  });
});
