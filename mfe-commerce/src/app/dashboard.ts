/**
 * The commerce team's dashboard sections, one per section id of its description
 * (./description.ts), each in its own lazily loaded chunk. Exposed apart from ./routes.ts, and it
 * alone registers the staff texts, so that visitors of the public pages never download staff
 * screens or their texts. With them, what the user menu asks before a staff member signs out
 * (beforeSignOut).
 */
import type { ApiClient } from '@storefront/shared/api/trpc-client';
import { namedExport as named, type DashboardSectionLoaders } from '@storefront/shared/federation/remote-contract';
import type { description } from './description';
import '../lib/staff-i18n';

export const sections: DashboardSectionLoaders<typeof description> = {
  orderDesk: named(() => import(/* webpackChunkName: "section-orderDesk" */ '../features/order-desk/components/order-desk'), 'OrderDesk'),
  checkIn: named(() => import(/* webpackChunkName: "section-checkIn" */ '../features/check-in/components/check-in-desk'), 'CheckInDesk'),
  refunds: named(() => import(/* webpackChunkName: "section-refunds" */ '../features/refunds/components/refund-queue'), 'RefundQueue'),
  reports: named(() => import(/* webpackChunkName: "section-reports" */ '../features/reports/components/reports-console'), 'ReportsConsole'),
  tickets: named(() => import(/* webpackChunkName: "section-tickets" */ '../features/ticket-console/components/ticket-console'), 'TicketConsole'),
  products: named(() => import(/* webpackChunkName: "section-products" */ '../features/product-console/components/product-console'), 'ProductConsole'),
  combos: named(() => import(/* webpackChunkName: "section-combos" */ '../features/product-console/components/combo-console'), 'ComboConsole'),
  categories: named(() => import(/* webpackChunkName: "section-categories" */ '../features/category-console/components/category-console'), 'CategoryConsole'),
  services: named(() => import(/* webpackChunkName: "section-services" */ '../features/service-console/components/service-console'), 'ServiceConsole'),
};

/**
 * The gate device's store (scans judged offline, queued until the server has them), in a chunk of
 * its own that starts loading with this module: the user menu loads this module for staff as soon
 * as it mounts, so a staff member who signs out offline still has it.
 */
const loadGateDevice = () => import(/* webpackChunkName: "gate-device" */ '../features/check-in/offline/gate-device');
loadGateDevice().catch(() => undefined);

/**
 * The check-in section keeps work on this device (its description's `keepsWorkOnDevice`): the
 * scans signing out would delete unsent, after one more try to send them.
 */
export async function beforeSignOut(client: ApiClient): Promise<number | 'unknown'> {
  try {
    return await (await loadGateDevice()).scansLostBySignOut(client);
  } catch {
    return 'unknown';
  }
}
