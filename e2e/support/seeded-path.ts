/** A real address for any route-table path: detail routes get the first seeded entity's slug. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { RouteEntry } from '../../shared/src/routes/route-table';
import { query } from './api';

type Listed = { items?: { slug: string }[] } | { slug: string }[];

const slugSources: Record<string, [procedure: string, input: unknown]> = {
  postDetail: ['post.list', { kind: 'article' }],
  productDetail: ['product.list', {}],
  serviceDetail: ['service.list', undefined],
  categoryDetail: ['category.list', undefined],
  ticketDetail: ['ticket.list', undefined],
};

/** The seeded slug a route's `:slug` should take, or undefined for routes without one. */
export async function seededSlug(request: APIRequestContext, route: RouteEntry): Promise<string | undefined> {
  const source = slugSources[route.id];
  if (!source) return undefined;
  const listed = await query<Listed>(request, source[0], source[1]);
  const slug = (Array.isArray(listed) ? listed : (listed.items ?? []))[0]?.slug;
  expect(slug, `the seed has a ${route.id}`).toBeTruthy();
  return slug;
}
