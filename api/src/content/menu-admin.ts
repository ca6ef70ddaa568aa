/**
 * The console's restaurant menu: sections (made, changed, moved up or down, deleted once empty)
 * and dishes (made, changed, moved to another section, deleted). Each change runs in one
 * transaction with its staff-log row holding the values before and after; a refusal throws before
 * anything is written.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { CreateDishInput, CreateMenuSectionInput, MoveMenuSectionInput, UpdateDishInput, UpdateMenuSectionInput } from '@storefront/shared/contracts/menu-admin';
import { dishes, menuSections, type Translatable } from '../db/schema';
import { pick, translatable } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { checkPageImage, siteImages } from '../media/page-images';
import { fail } from '../lib/domain-error';
import { catalogChange, changeRefusingTakenSlug, type AdminContext, type Tx } from '../catalog/catalog-change';

type Db = AdminContext['db'];

const sectionColumns = { id: menuSections.id, slug: menuSections.slug, name: menuSections.name, description: menuSections.description, sortOrder: menuSections.sortOrder };

const dishColumns = {
  id: dishes.id,
  sectionId: dishes.sectionId,
  slug: dishes.slug,
  name: dishes.name,
  description: dishes.description,
  price: dishes.price,
  tags: dishes.tags,
  imageUrl: dishes.imageUrl,
  sortOrder: dishes.sortOrder,
};

/** Every section in the public menu's order with its dishes, texts in both languages as stored, and the images the form offers. */
export async function menuConsole(db: Db) {
  const [sections, allDishes, images] = await Promise.all([
    db.select(sectionColumns).from(menuSections).orderBy(asc(menuSections.sortOrder), asc(menuSections.id)).limit(WHOLE_LIST_LIMIT),
    db.select(dishColumns).from(dishes).orderBy(asc(dishes.sortOrder), asc(dishes.id)).limit(WHOLE_LIST_LIMIT),
    siteImages(db),
  ]);
  return { sections: sections.map((section) => ({ ...section, dishes: allDishes.filter((dish) => dish.sectionId === section.id) })), images };
}

/** A description left out is stored as none (the public menu then shows no line for it). */
function optionalTranslatable(text: { vi?: string | undefined; en?: string | undefined }): Translatable | null {
  return text.vi === undefined ? null : translatable({ vi: text.vi, en: text.en });
}

function sectionValues(input: CreateMenuSectionInput) {
  return { slug: input.slug, name: translatable(input.name), description: optionalTranslatable(input.description) };
}

/** A section as the staff log keeps it. */
const storedSection = ({ slug, name, description, sortOrder }: typeof menuSections.$inferSelect) => ({ slug, name, description, sortOrder });

async function lockedSection(ctx: AdminContext, tx: Tx, id: number) {
  const [section] = await tx.select().from(menuSections).where(eq(menuSections.id, id)).for('update');
  if (!section) throw fail(ctx, 'NOT_FOUND', 'errors.menuSectionNotFound');
  return section;
}

/** A new section, listed last. */
export function createMenuSection(ctx: AdminContext, input: CreateMenuSectionInput) {
  return changeRefusingTakenSlug(ctx, 'menuSection.create', 'menuSection', input.slug, async (tx) => {
    const values = sectionValues(input);
    const [row] = await tx
      .insert(menuSections)
      .values({ ...values, sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM menu_sections)` })
      .returning();
    return { result: { id: row!.id, slug: row!.slug }, log: { subjectId: row!.id, before: null, after: storedSection(row!) } };
  });
}

export function updateMenuSection(ctx: AdminContext, input: UpdateMenuSectionInput) {
  return changeRefusingTakenSlug(ctx, 'menuSection.update', 'menuSection', input.slug, async (tx) => {
    const before = await lockedSection(ctx, tx, input.id);
    const [after] = await tx.update(menuSections).set(sectionValues(input)).where(eq(menuSections.id, before.id)).returning();
    return { result: { id: before.id, slug: after!.slug }, log: { subjectId: before.id, before: storedSection(before), after: storedSection(after!) } };
  });
}

/**
 * Puts a section at `position` and numbers every section 1, 2, 3 … in the new order. All sections
 * are locked first, so two moves at once are applied one after the other (each to the order the
 * other left), and the order is read after the locks, not from before them.
 */
export function moveMenuSection(ctx: AdminContext, input: MoveMenuSectionInput) {
  return catalogChange(ctx, 'menuSection.move', 'menuSection', undefined, async (tx) => {
    const locked = await tx.select({ id: menuSections.id, slug: menuSections.slug, sortOrder: menuSections.sortOrder }).from(menuSections).for('update');
    const rows = locked.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    const moved = rows.find((row) => row.id === input.id);
    if (!moved) throw fail(ctx, 'NOT_FOUND', 'errors.menuSectionNotFound');
    const order = rows.filter((row) => row !== moved);
    order.splice(Math.min(input.position, order.length), 0, moved);
    const changed = order.filter((row, index) => row.sortOrder !== index + 1);
    for (const row of changed) await tx.update(menuSections).set({ sortOrder: order.indexOf(row) + 1 }).where(eq(menuSections.id, row.id));
    const result = { id: moved.id, position: order.indexOf(moved) };
    if (changed.length === 0) return { result };
    return { result, log: { subjectId: moved.id, before: { order: rows.map((row) => row.slug) }, after: { order: order.map((row) => row.slug) } } };
  });
}

/**
 * Deletes a section that has no dish left; one that still has some is refused with their number,
 * so no dish disappears with its section. The section's row lock makes a dish added or moved into
 * it at the same moment either count here or find the section gone (see lockSectionForDish).
 */
export function deleteMenuSection(ctx: AdminContext, input: { id: number }) {
  return catalogChange(ctx, 'menuSection.delete', 'menuSection', undefined, async (tx) => {
    const section = await lockedSection(ctx, tx, input.id);
    const [held] = await tx.select({ count: sql<number>`count(*)::int` }).from(dishes).where(eq(dishes.sectionId, section.id));
    const count = Number(held?.count ?? 0);
    if (count > 0) throw fail(ctx, 'CONFLICT', 'errors.menuSectionNotEmpty', { name: pick(section.name, ctx.locale), count });
    await tx.delete(menuSections).where(eq(menuSections.id, section.id));
    return { result: { id: section.id, slug: section.slug }, log: { subjectId: section.id, before: storedSection(section), after: null } };
  });
}

/** Holds the section a dish goes into until the change commits: a delete of it waits, then sees the dish. */
async function lockSectionForDish(ctx: AdminContext, tx: Tx, sectionId: number): Promise<void> {
  const [section] = await tx.select({ id: menuSections.id }).from(menuSections).where(eq(menuSections.id, sectionId)).for('share');
  if (!section) throw fail(ctx, 'NOT_FOUND', 'errors.menuSectionNotFound');
}

function dishValues(input: CreateDishInput) {
  return {
    sectionId: input.sectionId,
    slug: input.slug,
    name: translatable(input.name),
    description: optionalTranslatable(input.description),
    price: input.price,
    tags: input.tags,
    imageUrl: input.imageUrl ?? null,
    sortOrder: input.sortOrder,
  };
}

/** A dish as the staff log keeps it. */
const storedDish = ({ id: _id, ...fields }: typeof dishes.$inferSelect) => fields;

export function createDish(ctx: AdminContext, input: CreateDishInput) {
  return changeRefusingTakenSlug(ctx, 'dish.create', 'dish', input.slug, async (tx) => {
    await lockSectionForDish(ctx, tx, input.sectionId);
    if (input.imageUrl !== undefined) await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, null);
    const [row] = await tx.insert(dishes).values(dishValues(input)).returning();
    return { result: { id: row!.id, slug: row!.slug }, log: { subjectId: row!.id, before: null, after: storedDish(row!) } };
  });
}

/** Everything of a dish, its section included: a dish moves to another section by this change. */
export function updateDish(ctx: AdminContext, input: UpdateDishInput) {
  return changeRefusingTakenSlug(ctx, 'dish.update', 'dish', input.slug, async (tx) => {
    const [before] = await tx.select().from(dishes).where(eq(dishes.id, input.id)).for('update');
    if (!before) throw fail(ctx, 'NOT_FOUND', 'errors.dishNotFound');
    await lockSectionForDish(ctx, tx, input.sectionId);
    if (input.imageUrl !== undefined) await checkPageImage({ db: tx, locale: ctx.locale }, ['imageUrl'], input.imageUrl, before.imageUrl);
    const [after] = await tx.update(dishes).set(dishValues(input)).where(eq(dishes.id, before.id)).returning();
    return { result: { id: before.id, slug: after!.slug }, log: { subjectId: before.id, before: storedDish(before), after: storedDish(after!) } };
  });
}

export function deleteDish(ctx: AdminContext, input: { id: number }) {
  return catalogChange(ctx, 'dish.delete', 'dish', undefined, async (tx) => {
    const [before] = await tx.select().from(dishes).where(eq(dishes.id, input.id)).for('update');
    if (!before) throw fail(ctx, 'NOT_FOUND', 'errors.dishNotFound');
    await tx.delete(dishes).where(eq(dishes.id, before.id));
    return { result: { id: before.id, slug: before.slug }, log: { subjectId: before.id, before: storedDish(before), after: null } };
  });
}
