/**
 * What each remote exposes to the shell. The shell loads `<remote>/routes` only when one of the
 * remote's pages is shown, and each page's code only when that page is shown.
 */
import type { ComponentType } from 'react';
import type { ApiClient } from '@storefront/shared/api/trpc-client';
import type { DashboardSectionIdOf, PageIdOf } from '@storefront/shared/federation/remote-description';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** One loader for every page a remote's description (src/app/description.ts) names, and no other. */
export type PageLoaders<Description> = Record<PageIdOf<Description>, PageLoader>;

export interface RemoteRoutesModule {
  pages: Record<string, PageLoader>;
}

/**
 * A remote with dashboard sections also exposes `<remote>/dashboard`: one loader for every section
 * its description names. Apart from `routes`, so that no visitor of the public pages downloads
 * the staff screens' code or texts.
 */
export type DashboardSectionLoaders<Description> = Record<DashboardSectionIdOf<Description>, PageLoader>;

/** The loader of a module's named component (a section is usually one of a feature's exports). */
export const namedExport =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): PageLoader =>
  () =>
    load().then((module) => ({ default: module[name] }));

export interface RemoteDashboardModule {
  sections: Record<string, PageLoader>;
  /** A count shown beside a section's name in the menu (items waiting for staff), by section id. */
  badges?: Record<string, ComponentType>;
  /**
   * Required when one of its sections `keepsWorkOnDevice`: after trying once more to send what
   * this device keeps, how many items signing out would delete unsent ('unknown' when the
   * device's store cannot be read). The user menu warns with the count and signs out only when
   * asked again.
   */
  beforeSignOut?: (client: ApiClient) => Promise<number | 'unknown'>;
}

/** The runtime map served at /remotes.json: remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;

/** A remote's federation entry, published beside its manifest (shared/build/webpack-app.cjs). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The federation entry of the remote whose manifest is at `manifestUrl`. The shell registers each
 * remote by its entry: the entry declares what the runtime needs to load the remote's modules and
 * share the shell's, and a runtime that reads manifests cost every page about 1.5 KB gzip more.
 */
export const remoteEntryOf = (manifestUrl: string): string => manifestUrl.replace(/[^/]*$/, REMOTE_ENTRY_FILE);
