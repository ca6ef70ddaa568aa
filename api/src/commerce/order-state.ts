/**
 * The order's state machine, in two layers. The transition tables say which status changes are
 * allowed: every write of an order's or a payment's status goes through `assertTransition`, so a
 * replayed, late or forged event can never move an order backwards (a paid order back to
 * pending, a cancelled one to confirmed …). The events (`decide`) say when something may happen
 * to an order at all, from everything known about it: both statuses, a waiting refund request,
 * its tickets used at the gate and its visit day; a refusal names the message that says why.
 */
import type { CommerceMessage } from './messages';

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

// ── Events: what may happen to an order, given everything known about it ─────────────────────

/**
 * The facts an event's guards read: the order's two statuses, whether a refund is waiting for
 * staff, its tickets (people admitted at the gate, people not yet admitted) and its visit day.
 */
export interface OrderFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  refundPending: boolean;
  /** Whether the order has ticket lines at all (products only: no visit day, no gate). */
  hasTickets: boolean;
  /** Tickets scanned at the gate. */
  usedTickets: number;
  /** People of the ticket lines not admitted yet: what a refund can still give back. */
  unusedTickets: number;
  /** The earliest visit day of its ticket lines, `YYYY-MM-DD`; null without tickets. */
  firstVisitDate: string | null;
  /** Today in Asia/Ho_Chi_Minh, `YYYY-MM-DD`. */
  today: string;
}

export type OrderEvent =
  | 'confirmPayment'
  | 'failPayment'
  | 'expire'
  | 'cancel'
  | 'markPaidAtCounter'
  | 'checkIn'
  | 'requestRefund'
  | 'requestExchange'
  | 'completeRefund';

/** A rule that refuses the event when `refuses` holds, for the reason named by its message key. */
interface Guard {
  refuses: (facts: OrderFacts) => boolean;
  reason: CommerceMessage;
}

interface EventRule {
  guards: readonly Guard[];
  /** The statuses the event leaves when it is allowed (unchanged when absent). */
  to: { status?: OrderStatus; paymentStatus?: PaymentStatus } | ((facts: OrderFacts) => { status?: OrderStatus; paymentStatus?: PaymentStatus });
}

const isOver = (facts: OrderFacts) => facts.status === 'cancelled' || facts.paymentStatus === 'refunded';
/** Goods already sent cannot be called back from here. */
const notCancellable = (facts: OrderFacts) => !canTransition('order', facts.status, 'cancelled');
const visitStarted = (facts: OrderFacts) => facts.firstVisitDate !== null && facts.firstVisitDate <= facts.today;
const visitPassed = (facts: OrderFacts) => facts.firstVisitDate !== null && facts.firstVisitDate < facts.today;

/**
 * Every event's guards, in the order they are checked: the first that refuses gives the reason.
 * A refund request voids the tickets at once, so nothing can be used or exchanged while it waits;
 * the refund itself gives back only what was not used at the gate.
 */
export const ORDER_EVENTS: Record<OrderEvent, EventRule> = {
  confirmPayment: {
    guards: [
      { refuses: (f) => f.status !== 'pending', reason: 'orderNotPending' },
      { refuses: (f) => f.paymentStatus !== 'pending', reason: 'orderNotPending' },
    ],
    to: { status: 'confirmed', paymentStatus: 'paid' },
  },
  failPayment: {
    guards: [
      { refuses: (f) => f.status !== 'pending', reason: 'orderNotPending' },
      { refuses: (f) => f.paymentStatus !== 'pending', reason: 'orderNotPending' },
    ],
    to: { paymentStatus: 'failed' },
  },
  expire: {
    guards: [{ refuses: (f) => f.status !== 'pending', reason: 'orderNotPending' }],
    to: (f) => ({ status: 'cancelled', ...(f.paymentStatus === 'pending' ? { paymentStatus: 'failed' as const } : {}) }),
  },
  /** The buyer calls off an order not paid yet (a refund request on an unpaid order). */
  cancel: {
    guards: [
      { refuses: isOver, reason: 'alreadyCancelled' },
      { refuses: (f) => f.paymentStatus === 'paid', reason: 'alreadyPaid' },
      { refuses: notCancellable, reason: 'refundNotAllowed' },
      { refuses: (f) => f.usedTickets > 0, reason: 'ticketUsed' },
      { refuses: visitStarted, reason: 'refundTooLate' },
    ],
    to: { status: 'cancelled' },
  },
  markPaidAtCounter: {
    guards: [
      { refuses: isOver, reason: 'notPayableAtCounter' },
      { refuses: (f) => f.paymentMethod !== 'counter', reason: 'notPayableAtCounter' },
      { refuses: (f) => f.paymentStatus !== 'pending', reason: 'notPayableAtCounter' },
      { refuses: (f) => f.status !== 'confirmed', reason: 'notPayableAtCounter' },
    ],
    to: { paymentStatus: 'paid' },
  },
  checkIn: {
    guards: [
      { refuses: isOver, reason: 'alreadyCancelled' },
      { refuses: (f) => f.paymentStatus !== 'paid', reason: 'orderUnpaid' },
      { refuses: (f) => f.refundPending, reason: 'refundPending' },
      { refuses: (f) => f.unusedTickets === 0, reason: 'ticketUsed' },
    ],
    to: {},
  },
  requestRefund: {
    guards: [
      { refuses: isOver, reason: 'alreadyCancelled' },
      { refuses: notCancellable, reason: 'refundNotAllowed' },
      { refuses: (f) => f.usedTickets > 0, reason: 'ticketUsed' },
      { refuses: visitStarted, reason: 'refundTooLate' },
    ],
    // Paid: waits for staff. Not paid: `cancel` runs instead.
    to: {},
  },
  requestExchange: {
    guards: [
      { refuses: isOver, reason: 'exchangeNotAllowed' },
      { refuses: (f) => f.refundPending, reason: 'refundPending' },
      { refuses: (f) => f.status !== 'confirmed' || !f.hasTickets, reason: 'exchangeNotAllowed' },
      { refuses: (f) => f.usedTickets > 0, reason: 'ticketUsed' },
      { refuses: visitPassed, reason: 'exchangeNotAllowed' },
    ],
    to: {},
  },
  completeRefund: {
    guards: [
      { refuses: (f) => f.paymentStatus === 'refunded', reason: 'refundAlreadyDone' },
      { refuses: (f) => f.paymentStatus !== 'paid', reason: 'refundOrderNotPaid' },
      { refuses: (f) => f.hasTickets && f.unusedTickets === 0, reason: 'refundAllUsed' },
      { refuses: visitPassed, reason: 'refundVisitPassed' },
    ],
    // All money back only when nobody was admitted; a partly used order stays confirmed and paid.
    to: (f) => (f.usedTickets === 0 ? { status: canTransition('order', f.status, 'cancelled') ? 'cancelled' : f.status, paymentStatus: 'refunded' } : {}),
  },
};

export type Decision = { allowed: true; to: { status?: OrderStatus; paymentStatus?: PaymentStatus } } | { allowed: false; reason: CommerceMessage };

/** Whether `event` may happen to an order with these facts, the statuses it leaves, or why not. */
export function decide(event: OrderEvent, facts: OrderFacts): Decision {
  const rule = ORDER_EVENTS[event];
  const refusal = rule.guards.find((guard) => guard.refuses(facts));
  if (refusal) return { allowed: false, reason: refusal.reason };
  return { allowed: true, to: typeof rule.to === 'function' ? rule.to(facts) : rule.to };
}
