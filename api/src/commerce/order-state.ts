/**
 * Which status changes are allowed. Every write of an order's or a payment's status goes through
 * `assertTransition`, so a replayed, late or forged event can never move an order backwards
 * (a paid order back to pending, a cancelled one to confirmed …).
 */
export const ORDER_TRANSITIONS = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
} as const satisfies Record<string, readonly string[]>;

/** failed → pending is a retried payment; paid → refunded is a completed refund. */
export const PAYMENT_TRANSITIONS = {
  pending: ['paid', 'failed'],
  failed: ['pending'],
  paid: ['refunded'],
  refunded: [],
} as const satisfies Record<string, readonly string[]>;

export type OrderStatus = keyof typeof ORDER_TRANSITIONS;
export type PaymentStatus = keyof typeof PAYMENT_TRANSITIONS;

export class IllegalTransitionError extends Error {
  constructor(kind: 'order' | 'payment', from: string, to: string) {
    super(`Illegal ${kind} status change ${from} → ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

export function canTransition(kind: 'order', from: OrderStatus, to: OrderStatus): boolean;
export function canTransition(kind: 'payment', from: PaymentStatus, to: PaymentStatus): boolean;
export function canTransition(kind: 'order' | 'payment', from: string, to: string): boolean {
  const table: Record<string, readonly string[]> = kind === 'order' ? ORDER_TRANSITIONS : PAYMENT_TRANSITIONS;
  return (table[from] ?? []).includes(to);
}

export function assertTransition(kind: 'order', from: OrderStatus, to: OrderStatus): void;
export function assertTransition(kind: 'payment', from: PaymentStatus, to: PaymentStatus): void;
export function assertTransition(kind: 'order' | 'payment', from: string, to: string): void {
  if (!canTransition(kind as 'order', from as OrderStatus, to as OrderStatus)) throw new IllegalTransitionError(kind, from, to);
}
