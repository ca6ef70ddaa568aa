/**
 * What each remote exposes to the shell. The shell loads `<remote>/routes` only when one of the
 * remote's pages is shown, and each page's code only when that page is shown.
 */
import type { ComponentType } from 'react';
import type { RemoteName, RouteIdOf } from '@storefront/shared/routes/route-table';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RemoteRoutesModule<R extends RemoteName> {
  /** One loader for every route id the remote owns in the route table. */
  pages: Record<RouteIdOf<R>, PageLoader>;
}

/** Fragments other teams place inside their pages, by exposed module name. */
export const fragments = {
  CartBadge: 'commerce/CartBadge',
  TicketHighlights: 'commerce/TicketHighlights',
  UserMenu: 'account/UserMenu',
} as const;

export type FragmentId = (typeof fragments)[keyof typeof fragments];

/** The runtime map served at /remotes.json: remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<RemoteName, string>;
