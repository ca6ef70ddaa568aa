import { useQuery } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { isStaff } from '../../../lib/staff';

/** Pending comments and reviews; only asked for by staff (anyone else would get FORBIDDEN). */
export function useModerationQueue() {
  const trpc = useTRPC();
  const staff = useSessionStore((state) => isStaff(state.user));
  return useQuery({ ...trpc.moderation.queue.queryOptions(), enabled: staff });
}

/** How many items wait for a decision, for the menu; undefined until known. */
export function usePendingModerationCount(): number | undefined {
  const { data } = useModerationQueue();
  return data ? data.comments.length + data.reviews.length : undefined;
}
