/** A real address for any page's path: detail pages get the first seeded entity's slug. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { PublishedPage } from '../../shared/src/routes/route-table';
import { query } from './api';

type Listed = { items?: { slug: string }[] } | { slug: string }[];

const slugSources: Record<NonNullable<PublishedPage['slugOf']>, [procedure: string, input: unknown]> = {
  post: ['post.list', { kind: 'article' }],
  product: ['product.list', {}],
  service: ['service.list', undefined],
  category: ['category.list', undefined],
  ticket: ['ticket.list', undefined],
};

/** The seeded slug a page's `:slug` should take, or undefined for pages without one. */
export async function seededSlug(request: APIRequestContext, route: PublishedPage): Promise<string | undefined> {
  if (!route.slugOf) return undefined;
  const source = slugSources[route.slugOf];
  const listed = await query<Listed>(request, source[0], source[1]);
  const slug = (Array.isArray(listed) ? listed : (listed.items ?? []))[0]?.slug;
  expect(slug, `the seed has a ${route.id}`).toBeTruthy();
  return slug;
}
