/**
 * The __REMOTE__ team's dashboard sections for the dashboard, one loader per section of its
 * description, each its own chunk. Exposed apart from ./routes.ts, so that visitors of the public
 * pages never download staff screens.
 */
import type { DashboardSectionLoaders } from '@storefront/shared/federation/remote-contract';
import type { description } from './description';

export const sections: DashboardSectionLoaders<typeof description> = {
  __REMOTE__Desk: () => import(/* webpackChunkName: "section-__REMOTE__Desk" */ './sections/desk-section'),
};
