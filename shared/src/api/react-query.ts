/**
 * The one door to TanStack Query for the shell and every remote.
 *
 * Its QueryClient context must exist once per page, so this module is shared as a singleton.
 * Sharing @tanstack/react-query itself would ship all of it (hydration, useQueries, suspense and
 * prefetch hooks, streamed queries), because webpack cannot tree-shake a shared package; sharing
 * this list lets the shell's build keep only what we use. A guard test fails if any app imports
 * @tanstack/react-query directly.
 */
export {
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { UseMutationOptions, UseQueryResult } from '@tanstack/react-query';
