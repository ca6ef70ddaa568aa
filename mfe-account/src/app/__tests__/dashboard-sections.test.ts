import '../../testing/site';
import { sectionAt } from '../dashboard-sections';

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
