/**
 * Limits of the console's catalogue lists, without zod: the contracts check them, and the console's
 * forms say them beside their fields without downloading the validator to paint.
 */

/** The most related (or cross-sell) products one product lists; the product page shows at most 8. */
export const RELATIONS_MAX = 8;

/** The most products one combo holds, and the most units of one product in it. */
export const COMBO_ITEMS_MAX = 10;
export const COMBO_QUANTITY_MAX = 99;
