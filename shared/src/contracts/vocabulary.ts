/**
 * The fixed word lists of the contracts (sorts, statuses, kinds …), kept free of zod so that a
 * page which only shows them (a filter bar, a status badge) does not download the validator.
 * The contract modules build their zod enums from these same lists.
 */

export const productSorts = ['featured', 'newest', 'price-asc', 'price-desc', 'name'] as const;

export const checkinResults = ['valid', 'already_used', 'wrong_day', 'unpaid', 'unknown'] as const;

export const paymentMethodCodes = ['vnpay', 'counter'] as const;

export const orderStatuses = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;

export const postKinds = ['article', 'news'] as const;

export const reviewServiceTypes = ['cable-car', 'restaurant', 'show', 'tour', 'hotel', 'other'] as const;

export const audiences = ['adult', 'child', 'infant'] as const;

/** A job opening's kind of work; the recruitment page names each in the reader's language. */
export const employmentTypes = ['full-time', 'part-time', 'seasonal', 'internship', 'contract'] as const;
