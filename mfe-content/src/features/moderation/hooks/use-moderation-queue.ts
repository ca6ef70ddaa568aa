import { useQuery } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { STAFF_PAGE_SIZE } from '@storefront/shared/console/pager';
import { isStaff } from '@storefront/shared/session/staff-access';
import { moderationQueries } from '../moderation-queries';

/** One page of pending comments and reviews; only asked for by staff (anyone else would get FORBIDDEN). */
export function useModerationQueue(page = 1) {
  const trpc = useTRPC();
  const staff = useSessionStore((state) => isStaff(state.user));
  return useQuery({ ...moderationQueries.queue(trpc, { page, pageSize: STAFF_PAGE_SIZE }), enabled: staff });
}

/** How many items wait for a decision, for the menu; undefined until known. */
export function usePendingModerationCount(): number | undefined {
  return useModerationQueue().data?.total;
}
