/**
 * What each remote exposes to the shell. The shell loads `<remote>/routes` only when one of the
 * remote's pages is shown, and each page's code only when that page is shown.
 */
import type { ComponentType } from 'react';
import type { PageIdOf } from '@storefront/shared/federation/remote-description';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** One loader for every page a remote's description (src/app/description.ts) names, and no other. */
export type PageLoaders<Description> = Record<PageIdOf<Description>, PageLoader>;

export interface RemoteRoutesModule {
  pages: Record<string, PageLoader>;
}

/** The runtime map served at /remotes.json: remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;
