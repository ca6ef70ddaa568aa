/**
 * The console's restaurant menu (staff area `content`): its sections and their dishes. The API
 * checks these, and the console's forms check the same schemas before sending. Texts are
 * Vietnamese with an optional English (readers of English see the Vietnamese where it is missing).
 */
import * as z from 'zod/mini';
import { bilingualText, count, id, optionalBilingualText, optionalText, slug } from './common';
import { messageKey } from './message-key';
import { dishTags } from './vocabulary';

export const MENU_NAME_MAX = 100;
export const MENU_DESCRIPTION_MAX = 500;
export const MENU_IMAGE_URL_MAX = 500;
/** A dish's price in VND: the smallest a menu prints, and a ceiling that refuses a typo's extra zeros. */
export const DISH_PRICE_MIN = 1_000;
export const DISH_PRICE_MAX = 10_000_000;
/** Where a dish stands in its section: lower first. */
export const DISH_SORT_MAX = 10_000;
/** The most sections a menu has: a position beyond it is no place in the list. */
export const MENU_SECTIONS_MAX = 100;

const sectionFields = {
  slug,
  name: bilingualText(MENU_NAME_MAX),
  /** May be left out: the section then shows its name alone. */
  description: optionalBilingualText(MENU_DESCRIPTION_MAX),
};

export const createMenuSectionInput = z.object(sectionFields);
export type CreateMenuSectionInput = z.infer<typeof createMenuSectionInput>;
export type MenuSectionFormValues = z.input<typeof createMenuSectionInput>;

export const updateMenuSectionInput = z.object({ id, ...sectionFields });
export type UpdateMenuSectionInput = z.infer<typeof updateMenuSectionInput>;

/** A section or a dish to delete. */
export const menuItemIdInput = z.object({ id });

/** Puts a section at `position` (0 is the top); the others keep their order around it. */
export const moveMenuSectionInput = z.object({ id, position: count(0, MENU_SECTIONS_MAX - 1) });
export type MoveMenuSectionInput = z.infer<typeof moveMenuSectionInput>;

const dishFields = {
  /** The section it is listed in: another section's id moves it there. */
  sectionId: id,
  slug,
  name: bilingualText(MENU_NAME_MAX),
  description: optionalBilingualText(MENU_DESCRIPTION_MAX),
  price: count(DISH_PRICE_MIN, DISH_PRICE_MAX),
  /** From the tags the public menu names; each once. */
  tags: z.array(z.enum(dishTags, { error: messageKey('validation.invalid') })).check(
    z.refine((tags) => new Set(tags).size === tags.length, { error: messageKey('validation.duplicate') }),
  ),
  /** None (or empty): the dish is listed without a picture. */
  imageUrl: optionalText(MENU_IMAGE_URL_MAX),
  sortOrder: count(0, DISH_SORT_MAX),
};

export const createDishInput = z.object(dishFields);
export type CreateDishInput = z.infer<typeof createDishInput>;
export type DishFormValues = z.input<typeof createDishInput>;

export const updateDishInput = z.object({ id, ...dishFields });
export type UpdateDishInput = z.infer<typeof updateDishInput>;
