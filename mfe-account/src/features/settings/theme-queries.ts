/** The theme console's queries (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const themeQueries = {
  themes: (trpc: Trpc) => trpc.theme.adminList.queryOptions(),
  /** The list's key: a save, a new theme or an activation changes it. */
  themesKey: (trpc: Trpc) => trpc.theme.adminList.queryKey(),
  ticketCard: (trpc: Trpc, themeId: number) => trpc.componentStyleConfig.ticketCard.queryOptions({ themeId }),
};
