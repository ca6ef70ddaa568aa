/**
 * The __REMOTE__ team's pages for the shell, one loader per page of its description. Each page is
 * its own chunk, named `page-<id>` so that the page's document can preload it.
 */
import type { PageLoaders } from '@storefront/shared/federation/remote-contract';
import type { description } from './description';

export const pages: PageLoaders<typeof description> = {
  __REMOTE__Home: () => import(/* webpackChunkName: "page-__REMOTE__Home" */ './pages/home-page'),
};
