import { asc } from 'drizzle-orm';
import { dishes, menuSections } from '../db/schema';
import { pick, pickOrNull } from '../lib/i18n';
import { WHOLE_LIST_LIMIT } from '../lib/list-limits';
import { publicProcedure, router } from '../trpc';

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
});
