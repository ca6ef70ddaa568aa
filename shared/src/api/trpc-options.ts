/**
 * The type of `useTRPC()`: the `queryOptions` factories of every procedure. Its own module, with
 * types only, so that code read by the API too (remote descriptions) can name it without the
 * browser client.
 */
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@storefront/api/router';

export type Trpc = TRPCOptionsProxy<AppRouter>;
