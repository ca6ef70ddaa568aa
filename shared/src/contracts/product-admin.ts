/**
 * The console's products, their options, related products and combos (staff area `catalog`). The
 * API checks these, and the console's forms check the same schemas before sending. Texts are
 * Vietnamese with an optional English (buyers reading English see the Vietnamese when it is missing).
 */
import * as z from 'zod/mini';
import { bilingualText, count, id, slug, text } from './common';
import { messageKey } from './message-key';
import { COMBO_ITEMS_MAX, COMBO_QUANTITY_MAX, RELATIONS_MAX } from './catalog-limits';

/** The highest price a product or combo may have, in VND: a typo's extra zeros are refused, not charged. */
export const PRODUCT_PRICE_MAX = 100_000_000;

/** The most units one option may have on hand: far above any shop's shelf, low enough to catch a typo. */
export const STOCK_MAX = 100_000;

export const NAME_MAX = 200;
export const SUMMARY_MAX = 500;

export const price = count(0, PRODUCT_PRICE_MAX);

/** A text in Vietnamese and, optionally, English. */
export const bilingual = bilingualText;

/** An image address: the server accepts only one already used in the catalogue (no upload yet). */
export const catalogImage = text(500);

/**
 * A product's card and page: texts, category, shown or hidden, and its price. `salePrice`, when
 * given, is what buyers pay and `price` is shown struck through; it must be below `price`.
 */
export const updateProductInput = z
  .object({
    id,
    slug,
    categoryId: id,
    name: bilingual(NAME_MAX),
    summary: bilingual(SUMMARY_MAX),
    price,
    salePrice: z.nullable(price),
    imageUrl: catalogImage,
    isActive: z.boolean({ error: messageKey('validation.invalid') }),
  })
  .check(
    z.refine((value) => value.salePrice === null || value.salePrice < value.price, {
      error: messageKey('validation.salePriceNotBelowPrice'),
      path: ['salePrice'],
    }),
  );
export type UpdateProductInput = z.infer<typeof updateProductInput>;

/**
 * One option's price and the units on hand: those on the shelf plus those held for unpaid
 * checkouts. The server refuses fewer than are held, and keeps the held ones held.
 */
export const setVariantInput = z.object({ id, price, onHand: count(0, STOCK_MAX) });
export type SetVariantInput = z.infer<typeof setVariantInput>;

const productIds = z.array(id).check(z.maxLength(RELATIONS_MAX, { error: messageKey('validation.maxItems', { max: RELATIONS_MAX }) }));
const unique = (ids: number[]) => new Set(ids).size === ids.length;

/** The products shown beside a product ("related") and offered with it in the cart ("crossSell"). */
export const setRelationsInput = z.object({ id, related: productIds, crossSell: productIds }).check(
  z.refine((value) => !value.related.includes(value.id), { error: messageKey('validation.selfRelation'), path: ['related'] }),
  z.refine((value) => !value.crossSell.includes(value.id), { error: messageKey('validation.selfRelation'), path: ['crossSell'] }),
  z.refine((value) => unique(value.related), { error: messageKey('validation.duplicate'), path: ['related'] }),
  z.refine((value) => unique(value.crossSell), { error: messageKey('validation.duplicate'), path: ['crossSell'] }),
);
export type SetRelationsInput = z.infer<typeof setRelationsInput>;

/** An instant with its offset, as `<input type="datetime-local">` plus the console's zone gives it. */
const instant = z.iso.datetime({ offset: true, error: messageKey('validation.date') });

const isActive = z.boolean({ error: messageKey('validation.invalid') });

/** A combo's parts: each product once, with how many of it the combo holds. */
const comboItems = z.array(z.object({ productId: id, quantity: count(1, COMBO_QUANTITY_MAX) })).check(
  z.minLength(1, { error: messageKey('validation.comboNeedsItem') }),
  z.maxLength(COMBO_ITEMS_MAX, { error: messageKey('validation.maxItems', { max: COMBO_ITEMS_MAX }) }),
  z.refine((items) => unique(items.map((item) => item.productId)), { error: messageKey('validation.duplicate') }),
);

const comboFields = { slug, name: bilingual(NAME_MAX), description: bilingual(SUMMARY_MAX), items: comboItems, price, startsAt: z.nullable(instant), endsAt: instant, isActive };

/**
 * When a combo's price holds: from `startsAt` (null: now) to `endsAt`, which must be after the
 * start and not already past when the change is made. The server also refuses a price that is not
 * below its parts bought apart, which only it can add up.
 */
type ComboTimes = { startsAt: string | null; endsAt: string };
const comboTimes = [
  z.refine<ComboTimes>((value) => value.startsAt === null || Date.parse(value.endsAt) > Date.parse(value.startsAt), {
    error: messageKey('validation.endBeforeStart'),
    path: ['endsAt'],
  }),
  z.refine<ComboTimes>((value) => Date.parse(value.endsAt) > Date.now(), { error: messageKey('validation.endInPast'), path: ['endsAt'] }),
] as const;

/** A new combo: its texts, its parts, its price, shown or hidden, and the time its price holds. */
export const createComboInput = z.object(comboFields).check(...comboTimes);
export type CreateComboInput = z.infer<typeof createComboInput>;

/** A combo's texts, parts, price, shown or hidden, and the time its price holds. */
export const updateComboInput = z.object({ id, ...comboFields }).check(...comboTimes);
export type UpdateComboInput = z.infer<typeof updateComboInput>;

/** Ends a combo's price now: the product pages stop showing it at once. */
export const endComboInput = z.object({ id });
