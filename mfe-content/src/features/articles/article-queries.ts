/** The article console's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const articleQueries = {
  list: (trpc: Trpc, page: number) => trpc.post.adminList.queryOptions({ page }),
  options: (trpc: Trpc) => trpc.post.adminOptions.queryOptions(),
  one: (trpc: Trpc, id: number) => trpc.post.adminGet.queryOptions({ id }),
  /** Every page of the list and every opened article: what a save changes. */
  everyList: (trpc: Trpc) => trpc.post.adminList.queryKey(),
  everyArticle: (trpc: Trpc) => trpc.post.adminGet.queryKey(),
};
