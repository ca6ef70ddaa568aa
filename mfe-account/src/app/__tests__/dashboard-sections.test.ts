import { defineRemote } from '@storefront/shared/federation/remote-description';
import { useSiteOf } from '@storefront/shared/testing/site';
import { description } from '../description';
import { sectionAt } from '../dashboard-sections';

// Another team's sections, one with pages of its own below its address: the dashboard finds them
// in the composed site as it finds this remote's own.
const otherTeam = defineRemote({
  remote: 'commerce',
  pages: {},
  dashboardSections: {
    orderDesk: { path: 'order-desk', label: { en: 'Order desk', vi: 'Đơn hàng (quầy)' }, group: 'sales', position: 10, area: 'operations', subPages: true },
    tickets: { path: 'tickets', label: { en: 'Tickets and capacity', vi: 'Vé và sức chứa' }, group: 'catalog', position: 10, area: 'catalog' },
  },
});

beforeAll(() => useSiteOf(description, otherTeam));

describe('sectionAt', () => {
  it('matches a section by its exact path, the dashboard itself by none', () => {
    expect(sectionAt('/dashboard')?.id).toBe('profile');
    expect(sectionAt('/dashboard/')?.id).toBe('profile');
    expect(sectionAt('/dashboard/tickets')?.id).toBe('tickets');
    expect(sectionAt('/dashboard/order-desk')?.id).toBe('orderDesk');
  });

  it('gives the paths under a section with sub-pages to it, and only to it', () => {
    expect(sectionAt('/dashboard/order-desk/SF-ABCD1234-EFGH5678')?.id).toBe('orderDesk');
    expect(sectionAt('/dashboard/order-desk/SF-ABCD1234-EFGH5678/')?.id).toBe('orderDesk');
    expect(sectionAt('/dashboard/tickets/extra')).toBeUndefined();
    expect(sectionAt('/dashboard/order-deskx')).toBeUndefined();
    expect(sectionAt('/dashboard/nowhere')).toBeUndefined();
  });
});
