/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import { allScans, currentPreparation, pendingScans, recordScan, resetGateDevice, savePreparation, settleScans, type Preparation } from '../gate-device';

const preparation = (date: string): Preparation => ({
  deviceId: '5b0f8f55-3c43-4d0e-9a51-7f0e0b8d8c11',
  deviceName: 'Phone 1',
  date,
  gate: 'Lower station',
  preparedAt: `${date}T00:30:00.000Z`,
  jwks: { keys: [] },
  ticketTypes: [],
  revoked: [],
  used: [],
  tickets: [],
  complete: true,
});

const scan = (id: string, day: string) => ({ id, ticketId: 1, token: 'a.b.c', decision: 'admitted' as const, scannedAt: `${day}T02:00:00.000Z`, gate: 'Lower station', day });

describe('the gate device store', () => {
  beforeEach(resetGateDevice);

  it('keeps the preparation and queues scans until the server has answered each', async () => {
    await savePreparation(preparation('2026-07-14'));
    await recordScan(scan('a', '2026-07-14'));
    await recordScan(scan('b', '2026-07-14'));
    expect((await currentPreparation())?.date).toBe('2026-07-14');
    expect((await pendingScans()).map((queued) => queued.id).sort()).toEqual(['a', 'b']);

    await settleScans([{ id: 'a', outcome: 'recorded' }]);
    expect((await pendingScans()).map((queued) => queued.id)).toEqual(['b']);
    expect((await allScans()).find((stored) => stored.id === 'a')?.state).toBe('recorded');
  });

  it('recording the same scan again (a repeated upload answer) keeps one copy', async () => {
    await recordScan(scan('a', '2026-07-14'));
    await settleScans([{ id: 'a', outcome: 'recorded' }, { id: 'a', outcome: 'duplicate' }, { id: 'missing', outcome: 'recorded' }]);
    expect(await allScans()).toEqual([expect.objectContaining({ id: 'a', state: 'duplicate' })]);
  });

  it('preparing for another day drops the synced scans of earlier days but never a queued one', async () => {
    await recordScan(scan('synced', '2026-07-13'));
    await recordScan(scan('queued', '2026-07-13'));
    await settleScans([{ id: 'synced', outcome: 'recorded' }]);
    await savePreparation(preparation('2026-07-14'));
    expect((await allScans()).map((stored) => stored.id)).toEqual(['queued']);
  });
});
