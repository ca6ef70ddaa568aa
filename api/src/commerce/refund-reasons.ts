/**
 * Reasons the system itself writes on refund requests (buyers write their own in words). Shared by
 * the code that files such a request and the staff refund code that acts on it.
 */

/** The gateway took money for an order that was cancelled, or already paid by another attempt. */
export const PAID_AFTER_CANCELLATION = 'paid_after_cancellation';
