/** The Users area's queries (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';

export const usersQueries = {
  list: (trpc: Trpc, page: number) => trpc.staffUsers.list.queryOptions({ page }),
  /** One account by its whole email; a missing one is an answer to show, not a failure to retry. */
  account: (trpc: Trpc, email: string) => trpc.staffUsers.findAccount.queryOptions({ email }, { retry: false, meta: shownByTheCaller }),
  /** Every read of the area: the list's pages and a found account change together. */
  areaKey: (trpc: Trpc) => trpc.staffUsers.pathKey(),
  /** What a mailed link invites to; read once, a used link does not become valid again. */
  invitation: (trpc: Trpc, token: string) => trpc.staffUsers.invitation.queryOptions({ token }, { staleTime: Infinity }),
};
