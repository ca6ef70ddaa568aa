/**
 * The post queries the pages run, made in one place so the description's first-page queries
 * (src/app/description.ts) have the very keys the pages ask for. Imports types only: the
 * description is read in Node at build time.
 */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';

export const postQueries = {
  /** The home page's three newest articles. */
  latestArticles: (trpc: Trpc) => trpc.post.list.queryOptions({ kind: 'article', pageSize: 3 }),
  /** A page of articles or news, optionally of one category. */
  list: (trpc: Trpc, input: RouterInputs['post']['list']) => trpc.post.list.queryOptions(input),
  bySlug: (trpc: Trpc, slug: string) => trpc.post.bySlug.queryOptions({ slug }),
  sidebar: (trpc: Trpc) => trpc.post.sidebar.queryOptions(),
};
