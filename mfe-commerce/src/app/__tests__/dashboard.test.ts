import 'fake-indexeddb/auto';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { pendingScans, recordScan, resetGateDevice } from '../../features/check-in/offline/gate-device';
import { beforeSignOut } from '../dashboard';

const api = withTestApi();

describe("the dashboard module's check before signing out", () => {
  beforeEach(resetGateDevice);

  it('finds nothing to lose on a device that keeps no scans', async () => {
    expect(await beforeSignOut(api.client)).toBe(0);
  });

  it('counts the scans that cannot go up, and leaves them queued', async () => {
    // Scans judged offline on a device whose preparation is gone: they cannot go up.
    for (const id of ['scan-1', 'scan-2']) {
      await recordScan({ id, ticketId: 1, token: 'a.b.c', decision: 'admitted', scannedAt: new Date().toISOString(), gate: 'Ga dưới', day: '2026-07-14' });
    }
    expect(await beforeSignOut(api.client)).toBe(2);
    expect(await pendingScans()).toHaveLength(2);
    expect(api.callsTo('checkin.sync')).toEqual([]);
  });
});
