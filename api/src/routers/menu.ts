import { asc } from 'drizzle-orm';
import { createDishInput, createMenuSectionInput, menuItemIdInput, moveMenuSectionInput, updateDishInput, updateMenuSectionInput } from '@storefront/shared/contracts/menu-admin';
import { createDish, createMenuSection, deleteDish, deleteMenuSection, menuConsole, moveMenuSection, updateDish, updateMenuSection } from '../content/menu-admin';
import { dishes, menuSections } from '../db/schema';
import { pick, pickOrNull } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { areaProcedure, publicProcedure, router } from '../trpc';
import { adminContext } from './product';

/** The menu in the console: editors and admins (staff area `content`). */
const contentProcedure = areaProcedure('content');

export const menuRouter = router({
  list: publicProcedure.query(async ({ ctx }) => {
    const [sections, allDishes] = await Promise.all([
      ctx.db.select().from(menuSections).orderBy(asc(menuSections.sortOrder), asc(menuSections.id)).limit(WHOLE_LIST_LIMIT),
      ctx.db.select().from(dishes).orderBy(asc(dishes.sortOrder), asc(dishes.id)).limit(WHOLE_LIST_LIMIT),
    ]);
    return sections.map((section) => ({
      id: section.id,
      slug: section.slug,
      name: pick(section.name, ctx.locale),
      description: pickOrNull(section.description, ctx.locale),
      dishes: allDishes
        .filter((dish) => dish.sectionId === section.id)
        .map((dish) => ({
          id: dish.id,
          slug: dish.slug,
          name: pick(dish.name, ctx.locale),
          description: pickOrNull(dish.description, ctx.locale),
          price: dish.price,
          imageUrl: dish.imageUrl,
          tags: dish.tags,
        })),
    }));
  }),

  // ── The console (staff area `content`) ──

  /** Every section with its dishes, both languages as stored, and the images the forms offer. */
  adminList: contentProcedure.query(({ ctx }) => menuConsole(ctx.db)),

  createSection: contentProcedure.input(createMenuSectionInput).mutation(({ ctx, input }) => createMenuSection(adminContext(ctx), input)),

  updateSection: contentProcedure.input(updateMenuSectionInput).mutation(({ ctx, input }) => updateMenuSection(adminContext(ctx), input)),

  /** Puts a section at a place in the menu's order. */
  moveSection: contentProcedure.input(moveMenuSectionInput).mutation(({ ctx, input }) => moveMenuSection(adminContext(ctx), input)),

  /** Refused while the section still has dishes. */
  deleteSection: contentProcedure.input(menuItemIdInput).mutation(({ ctx, input }) => deleteMenuSection(adminContext(ctx), input)),

  createDish: contentProcedure.input(createDishInput).mutation(({ ctx, input }) => createDish(adminContext(ctx), input)),

  /** Also moves the dish to another section. */
  updateDish: contentProcedure.input(updateDishInput).mutation(({ ctx, input }) => updateDish(adminContext(ctx), input)),

  deleteDish: contentProcedure.input(menuItemIdInput).mutation(({ ctx, input }) => deleteDish(adminContext(ctx), input)),
});
