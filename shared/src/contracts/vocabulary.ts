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

/** The dish tags the public menu names (mfe-content's `menu.tags`); the console offers these and no other. */
export const dishTags = ['vegetarian', 'vegan', 'spicy', 'gluten-free', 'specialty', 'kid-friendly', 'seafood', 'halal', 'signature'] as const;
export type DishTag = (typeof dishTags)[number];

/** The kinds of place the public map draws with their own marker and name (mfe-content's `map.kinds`). */
export const mapPointCategories = ['station', 'viewpoint', 'restaurant', 'restroom', 'first-aid', 'service', 'show', 'temple', 'village', 'garden', 'family'] as const;
export type MapPointCategory = (typeof mapPointCategories)[number];

/** A job opening's kind of work; the recruitment page names each in the reader's language. */
export const employmentTypes = ['full-time', 'part-time', 'seasonal', 'internship', 'contract'] as const;
