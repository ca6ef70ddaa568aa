/**
 * Turns a remote's definition into its published description with the real tRPC options proxy,
 * so the first-page queries are exactly the keys the pages' own `queryOptions` make. Used where the
 * description is published (scripts/build.mjs bundles this with the remote's definition) and by
 * tests that run pages against a described site. Nothing is sent: only keys are made.
 */
import { QueryClient } from '@storefront/shared/api/react-query';
import { createApiClient } from '@storefront/shared/api/trpc-client';
import { createOptionsProxy } from '@storefront/shared/api/trpc-react';
import { publishDescription, type RemoteDefinition, type RemoteDescription } from './remote-description';

export function describeRemote(definition: RemoteDefinition<Record<string, string>>): RemoteDescription {
  return publishDescription(definition, createOptionsProxy(createApiClient(), new QueryClient()));
}
