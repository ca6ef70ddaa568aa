/** The Users area's queries (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const usersQueries = {
  list: (trpc: Trpc) => trpc.staffUsers.list.queryOptions(),
  listKey: (trpc: Trpc) => trpc.staffUsers.list.queryKey(),
  /** What a mailed link invites to; read once, a used link does not become valid again. */
  invitation: (trpc: Trpc, token: string) => trpc.staffUsers.invitation.queryOptions({ token }, { staleTime: Infinity }),
};
