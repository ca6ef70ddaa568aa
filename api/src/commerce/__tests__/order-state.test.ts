import {
  assertTransition,
  canTransition,
  decide,
  IllegalTransitionError,
  ORDER_EVENTS,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  type Decision,
  type OrderEvent,
  type OrderFacts,
  type OrderStatus,
  type PaymentStatus,
} from '../order-state';

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

describe('order events: one state machine over statuses, refund requests and tickets', () => {
  const today = '2026-12-10';
  const paid: OrderFacts = {
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: 'vnpay',
    refundPending: false,
    hasTickets: true,
    usedTickets: 0,
    unusedTickets: 4,
    firstVisitDate: '2026-12-15',
    today,
  };
  const pendingOnline: OrderFacts = { ...paid, status: 'pending', paymentStatus: 'pending' };
  const unpaidCounter: OrderFacts = { ...paid, paymentMethod: 'counter', paymentStatus: 'pending' };
  const partlyUsed: OrderFacts = { ...paid, usedTickets: 1, unusedTickets: 3, firstVisitDate: today };
  const allUsed: OrderFacts = { ...paid, usedTickets: 4, unusedTickets: 0, firstVisitDate: today };
  const refundWaiting: OrderFacts = { ...paid, refundPending: true };
  const cancelled: OrderFacts = { ...pendingOnline, status: 'cancelled', paymentStatus: 'failed' };
  const refunded: OrderFacts = { ...paid, status: 'cancelled', paymentStatus: 'refunded' };
  const productsOnly: OrderFacts = { ...paid, hasTickets: false, unusedTickets: 0, firstVisitDate: null };
  const shipped: OrderFacts = { ...productsOnly, status: 'shipped' };

  // [event, the order, what the state machine answers: the statuses it leaves, or the refusal's message key]
  const table: Array<[OrderEvent, string, OrderFacts, Decision]> = [
    ['confirmPayment', 'pending online order', pendingOnline, { allowed: true, to: { status: 'confirmed', paymentStatus: 'paid' } }],
    ['confirmPayment', 'already paid', paid, { allowed: false, reason: 'orderNotPending' }],
    ['confirmPayment', 'cancelled', cancelled, { allowed: false, reason: 'orderNotPending' }],
    ['confirmPayment', 'failed attempt not retried', { ...pendingOnline, paymentStatus: 'failed' }, { allowed: false, reason: 'orderNotPending' }],
    ['failPayment', 'pending online order', pendingOnline, { allowed: true, to: { paymentStatus: 'failed' } }],
    ['failPayment', 'already paid', paid, { allowed: false, reason: 'orderNotPending' }],
    ['failPayment', 'cancelled', cancelled, { allowed: false, reason: 'orderNotPending' }],
    ['expire', 'pending online order', pendingOnline, { allowed: true, to: { status: 'cancelled', paymentStatus: 'failed' } }],
    ['expire', 'pending after a failed attempt', { ...pendingOnline, paymentStatus: 'failed' }, { allowed: true, to: { status: 'cancelled' } }],
    ['expire', 'confirmed', paid, { allowed: false, reason: 'orderNotPending' }],
    ['expire', 'cancelled', cancelled, { allowed: false, reason: 'orderNotPending' }],
    ['cancel', 'pending online order', pendingOnline, { allowed: true, to: { status: 'cancelled' } }],
    ['cancel', 'unpaid counter order', unpaidCounter, { allowed: true, to: { status: 'cancelled' } }],
    ['cancel', 'paid', paid, { allowed: false, reason: 'alreadyPaid' }],
    ['cancel', 'cancelled', cancelled, { allowed: false, reason: 'alreadyCancelled' }],
    ['cancel', 'refunded', refunded, { allowed: false, reason: 'alreadyCancelled' }],
    ['cancel', 'unpaid counter order on the visit day', { ...unpaidCounter, firstVisitDate: today }, { allowed: false, reason: 'refundTooLate' }],
    ['cancel', 'unpaid counter order with a ticket used', { ...unpaidCounter, usedTickets: 1, unusedTickets: 3 }, { allowed: false, reason: 'ticketUsed' }],
    ['markPaidAtCounter', 'unpaid counter order', unpaidCounter, { allowed: true, to: { paymentStatus: 'paid' } }],
    ['markPaidAtCounter', 'online order', pendingOnline, { allowed: false, reason: 'notPayableAtCounter' }],
    ['markPaidAtCounter', 'paid counter order', { ...unpaidCounter, paymentStatus: 'paid' }, { allowed: false, reason: 'notPayableAtCounter' }],
    ['markPaidAtCounter', 'cancelled counter order', { ...unpaidCounter, status: 'cancelled', paymentStatus: 'failed' }, { allowed: false, reason: 'notPayableAtCounter' }],
    ['checkIn', 'paid', paid, { allowed: true, to: {} }],
    ['checkIn', 'partly used', partlyUsed, { allowed: true, to: {} }],
    ['checkIn', 'all used', allUsed, { allowed: false, reason: 'ticketUsed' }],
    ['checkIn', 'refund waiting', refundWaiting, { allowed: false, reason: 'refundPending' }],
    ['checkIn', 'unpaid counter order', unpaidCounter, { allowed: false, reason: 'orderUnpaid' }],
    ['checkIn', 'refunded', refunded, { allowed: false, reason: 'alreadyCancelled' }],
    ['requestRefund', 'paid, before the visit day', paid, { allowed: true, to: {} }],
    ['requestRefund', 'asked again while waiting', refundWaiting, { allowed: true, to: {} }],
    ['requestRefund', 'paid, on the visit day', { ...paid, firstVisitDate: today }, { allowed: false, reason: 'refundTooLate' }],
    ['requestRefund', 'paid, after the visit day', { ...paid, firstVisitDate: '2026-12-01' }, { allowed: false, reason: 'refundTooLate' }],
    ['requestRefund', 'partly used', partlyUsed, { allowed: false, reason: 'ticketUsed' }],
    ['requestRefund', 'cancelled', cancelled, { allowed: false, reason: 'alreadyCancelled' }],
    ['requestRefund', 'refunded', refunded, { allowed: false, reason: 'alreadyCancelled' }],
    ['requestRefund', 'products already sent', shipped, { allowed: false, reason: 'refundNotAllowed' }],
    ['requestRefund', 'products only, not sent', productsOnly, { allowed: true, to: {} }],
    ['requestExchange', 'paid, before the visit day', paid, { allowed: true, to: {} }],
    ['requestExchange', 'paid, on the visit day, unused', { ...paid, firstVisitDate: today }, { allowed: true, to: {} }],
    ['requestExchange', 'unpaid counter order', unpaidCounter, { allowed: true, to: {} }],
    ['requestExchange', 'refund waiting', refundWaiting, { allowed: false, reason: 'refundPending' }],
    ['requestExchange', 'partly used', partlyUsed, { allowed: false, reason: 'ticketUsed' }],
    ['requestExchange', 'after the visit day', { ...paid, firstVisitDate: '2026-12-01' }, { allowed: false, reason: 'exchangeNotAllowed' }],
    ['requestExchange', 'pending online order', pendingOnline, { allowed: false, reason: 'exchangeNotAllowed' }],
    ['requestExchange', 'products only', productsOnly, { allowed: false, reason: 'exchangeNotAllowed' }],
    ['requestExchange', 'cancelled', cancelled, { allowed: false, reason: 'exchangeNotAllowed' }],
    ['requestExchange', 'refunded', refunded, { allowed: false, reason: 'exchangeNotAllowed' }],
    ['completeRefund', 'paid, unused', refundWaiting, { allowed: true, to: { status: 'cancelled', paymentStatus: 'refunded' } }],
    ['completeRefund', 'partly used, on the visit day', { ...partlyUsed, refundPending: true }, { allowed: true, to: {} }],
    ['completeRefund', 'products already sent', { ...shipped, refundPending: true }, { allowed: true, to: { status: 'shipped', paymentStatus: 'refunded' } }],
    ['completeRefund', 'all used', { ...allUsed, refundPending: true }, { allowed: false, reason: 'refundAllUsed' }],
    ['completeRefund', 'after the visit day', { ...refundWaiting, firstVisitDate: '2026-12-09' }, { allowed: false, reason: 'refundVisitPassed' }],
    ['completeRefund', 'already refunded', refunded, { allowed: false, reason: 'refundAlreadyDone' }],
    ['completeRefund', 'not paid', unpaidCounter, { allowed: false, reason: 'refundOrderNotPaid' }],
    ['completeRefund', 'cancelled unpaid', cancelled, { allowed: false, reason: 'refundOrderNotPaid' }],
  ];

  it.each(table)('%s on a %s order', (event, _name, facts, expected) => {
    expect(decide(event, facts)).toEqual(expected);
  });

  it('has rows for every event', () => {
    expect(new Set(table.map(([event]) => event))).toEqual(new Set(Object.keys(ORDER_EVENTS)));
  });

  it('never allows an event whose statuses the transition tables refuse, whatever the facts', () => {
    const statuses = Object.keys(ORDER_TRANSITIONS) as OrderStatus[];
    const paymentStatuses = Object.keys(PAYMENT_TRANSITIONS) as PaymentStatus[];
    for (const event of Object.keys(ORDER_EVENTS) as OrderEvent[]) {
      for (const status of statuses) {
        for (const paymentStatus of paymentStatuses) {
          for (const tickets of [paid, partlyUsed, allUsed, refundWaiting, productsOnly, unpaidCounter]) {
            const facts = { ...tickets, status, paymentStatus };
            const decision = decide(event, facts);
            if (!decision.allowed) continue;
            if (decision.to.status && decision.to.status !== status) expect([event, status, canTransition('order', status, decision.to.status)]).toEqual([event, status, true]);
            if (decision.to.paymentStatus && decision.to.paymentStatus !== paymentStatus) {
              expect([event, paymentStatus, canTransition('payment', paymentStatus, decision.to.paymentStatus)]).toEqual([event, paymentStatus, true]);
            }
          }
        }
      }
    }
  });

  it('never lets a used ticket be refunded whole or exchanged', () => {
    for (const facts of [partlyUsed, allUsed]) {
      const refund = decide('completeRefund', { ...facts, refundPending: true });
      expect(refund.allowed && refund.to.paymentStatus === 'refunded').toBe(false);
      expect(decide('requestExchange', facts).allowed).toBe(false);
      expect(decide('requestRefund', facts).allowed).toBe(false);
    }
  });
});
