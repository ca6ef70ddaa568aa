/**
 * Seeds the demo content once. A row in seed_runs marks the run, and every insert is
 * insert-if-absent, so a second start (or a second instance) never rewrites what a person changed.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { DEFAULT_THEME_COLORS, TICKET_CARD_DEFAULTS } from '../lib/theme-defaults';
import { sanitizeRichText } from '../content/article-html';
import { audienceLabels, seedCategories, seedCombos, seedCrossSell, seedProducts, seedRelated, seedServices, seedTicketTypes } from './content-catalog';
import {
  NOINDEX_PATHS,
  seedAbout,
  seedComments,
  seedContact,
  seedFeatureFlags,
  seedGallery,
  seedJobs,
  seedMapPoints,
  seedMenu,
  seedPostCategories,
  seedPosts,
  seedReviews,
  seedSeo,
} from './content-site';

export const SEED_KEY = 'content-v1';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type SlugTable = typeof s.categories | typeof s.products | typeof s.combos | typeof s.ticketTypes | typeof s.postCategories | typeof s.posts | typeof s.menuSections;

/** Ids of rows by slug, whether this run inserted them or they already existed. */
async function idsBySlug(tx: Tx, table: SlugTable, slugs: string[]): Promise<Map<string, number>> {
  // Every SlugTable has a serial `id` and a unique `slug`; one concrete type keeps drizzle's typing simple.
  const t = table as typeof s.categories;
  const rows = await tx.select({ id: t.id, slug: t.slug }).from(t).where(inArray(t.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Returns true when this call seeded, false when an earlier run already did. */
export async function seedDatabase(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several instances may start at once; the lock makes one of them seed and the others skip.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7262002)`);
    const [done] = await tx.select().from(s.seedRuns).where(eq(s.seedRuns.key, SEED_KEY));
    if (done) return false;

    await tx.insert(s.featureFlags).values(seedFeatureFlags).onConflictDoNothing();

    await tx.insert(s.themes).values({ name: 'default', isActive: true, colors: DEFAULT_THEME_COLORS }).onConflictDoNothing();
    const [theme] = await tx.select({ id: s.themes.id }).from(s.themes).where(eq(s.themes.name, 'default'));
    const [hasStyle] = await tx.select({ id: s.componentStyleConfigs.id }).from(s.componentStyleConfigs).where(eq(s.componentStyleConfigs.themeId, theme!.id)).limit(1);
    if (!hasStyle) {
      await tx.insert(s.componentStyleConfigs).values({ themeId: theme!.id, type: 'ticket-card', title: 'Ticket card', settings: TICKET_CARD_DEFAULTS });
    }

    await tx
      .insert(s.seoRecords)
      .values(seedSeo.map((record) => ({ ...record, ogTitle: record.title, ogImage: record.ogImage ?? '', robotsTxt: NOINDEX_PATHS.has(record.path) ? 'noindex, nofollow' : 'index, follow' })))
      .onConflictDoNothing();

    // Catalogue
    await tx.insert(s.categories).values(seedCategories).onConflictDoNothing();
    const categoryIds = await idsBySlug(tx, s.categories, seedCategories.map((c) => c.slug));
    await tx
      .insert(s.products)
      .values(
        seedProducts.map(({ category, variants: _variants, ...product }) => ({
          ...product,
          description: sanitizeRichText(product.description),
          categoryId: categoryIds.get(category)!,
          images: [product.imageUrl],
        })),
      )
      .onConflictDoNothing();
    const productIds = await idsBySlug(tx, s.products, seedProducts.map((p) => p.slug));
    await tx
      .insert(s.productVariants)
      .values(seedProducts.flatMap((product) => product.variants.map((variant, index) => ({ ...variant, productId: productIds.get(product.slug)!, sortOrder: index + 1 }))))
      .onConflictDoNothing();
    const relationRows = [
      ...seedRelated.flatMap(([slug, others]) => others.map((other) => ({ productId: productIds.get(slug)!, relatedProductId: productIds.get(other)!, kind: 'related' as const }))),
      ...seedCrossSell.flatMap(([slug, others]) => others.map((other) => ({ productId: productIds.get(slug)!, relatedProductId: productIds.get(other)!, kind: 'cross_sell' as const }))),
    ];
    await tx.insert(s.productRelations).values(relationRows).onConflictDoNothing();

    const priceOf = (slug: string) => seedProducts.find((p) => p.slug === slug)!.price;
    await tx
      .insert(s.combos)
      .values(
        seedCombos.map((combo) => ({
          slug: combo.slug,
          name: combo.name,
          description: combo.description,
          price: combo.price,
          originalPrice: combo.items.reduce((sum, [slug, quantity]) => sum + priceOf(slug) * quantity, 0),
          saleEndsAt: new Date(Date.now() + combo.saleDays * 86_400_000),
          imageUrl: combo.imageUrl,
        })),
      )
      .onConflictDoNothing();
    const comboIds = await idsBySlug(tx, s.combos, seedCombos.map((c) => c.slug));
    await tx
      .insert(s.comboItems)
      .values(seedCombos.flatMap((combo) => combo.items.map(([slug, quantity]) => ({ comboId: comboIds.get(combo.slug)!, productId: productIds.get(slug)!, quantity }))))
      .onConflictDoNothing();

    await tx.insert(s.services).values(seedServices.map((service) => ({ ...service, description: sanitizeRichText(service.description) }))).onConflictDoNothing();

    await tx
      .insert(s.ticketTypes)
      .values(seedTicketTypes.map(({ prices: _prices, ...ticket }) => ({ ...ticket, description: sanitizeRichText(ticket.description) })))
      .onConflictDoNothing();
    const ticketIds = await idsBySlug(tx, s.ticketTypes, seedTicketTypes.map((t) => t.slug));
    await tx
      .insert(s.ticketPrices)
      .values(
        seedTicketTypes.flatMap((ticket) => [
          { ticketTypeId: ticketIds.get(ticket.slug)!, audience: 'adult' as const, price: ticket.prices.adult, label: audienceLabels.adult },
          { ticketTypeId: ticketIds.get(ticket.slug)!, audience: 'child' as const, price: ticket.prices.child, label: audienceLabels.child },
          { ticketTypeId: ticketIds.get(ticket.slug)!, audience: 'infant' as const, price: 0, label: audienceLabels.infant },
        ]),
      )
      .onConflictDoNothing();

    // Content
    await tx.insert(s.postCategories).values(seedPostCategories).onConflictDoNothing();
    const postCategoryIds = await idsBySlug(tx, s.postCategories, seedPostCategories.map((c) => c.slug));
    await tx
      .insert(s.posts)
      .values(
        seedPosts.map(({ category, publishedAt, ...post }) => ({
          ...post,
          content: sanitizeRichText(post.content),
          categoryId: postCategoryIds.get(category)!,
          coverImageUrl: `/seed-media/post-${post.slug}.svg`,
          publishedAt: new Date(publishedAt),
        })),
      )
      .onConflictDoNothing();
    const postIds = await idsBySlug(tx, s.posts, seedPosts.map((p) => p.slug));
    const [anyComment] = await tx.select({ id: s.comments.id }).from(s.comments).limit(1);
    if (!anyComment) {
      // Replies point at an earlier comment of the same post, so insert in order.
      const insertedByPost = new Map<string, number[]>();
      for (const comment of seedComments) {
        const siblings = insertedByPost.get(comment.post) ?? [];
        const [row] = await tx
          .insert(s.comments)
          .values({
            postId: postIds.get(comment.post)!,
            parentId: comment.replyTo !== undefined ? (siblings[comment.replyTo] ?? null) : null,
            name: comment.anonymous ? null : comment.name,
            email: comment.anonymous ? null : comment.email,
            anonymous: Boolean(comment.anonymous),
            content: comment.content,
            status: 'approved',
          })
          .returning({ id: s.comments.id });
        siblings.push(row!.id);
        insertedByPost.set(comment.post, siblings);
      }
    }

    const [anyReview] = await tx.select({ id: s.reviews.id }).from(s.reviews).limit(1);
    if (!anyReview) await tx.insert(s.reviews).values(seedReviews.map((review) => ({ ...review, status: 'approved' as const })));

    const [anyMedia] = await tx.select({ id: s.galleryItems.id }).from(s.galleryItems).limit(1);
    if (!anyMedia) await tx.insert(s.galleryItems).values(seedGallery);

    await tx.insert(s.menuSections).values(seedMenu.map(({ dishes: _dishes, ...section }) => section)).onConflictDoNothing();
    const sectionIds = await idsBySlug(tx, s.menuSections, seedMenu.map((m) => m.slug));
    await tx
      .insert(s.dishes)
      .values(seedMenu.flatMap((section) => section.dishes.map((dish) => ({ ...dish, sectionId: sectionIds.get(section.slug)! }))))
      .onConflictDoNothing();

    await tx.insert(s.mapPoints).values(seedMapPoints).onConflictDoNothing();
    await tx.insert(s.pages).values([{ key: 'about', content: seedAbout }, { key: 'contact', content: seedContact }]).onConflictDoNothing();
    await tx.insert(s.jobOpenings).values(seedJobs).onConflictDoNothing();

    await tx.insert(s.seedRuns).values({ key: SEED_KEY });
    return true;
  });
}
