/**
 * React access to the API through TanStack Query option factories:
 * `const trpc = useTRPC(); useQuery(trpc.product.bySlug.queryOptions({ slug }))`.
 * One context for the whole page, because `@storefront/shared` is a federation singleton.
 */
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@storefront/api/router';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
