/**
 * What this device keeps for the gate, in IndexedDB so it survives a reload, a closed tab and a
 * dead battery: the shift's preparation (keys, the day's ticket list) and every scan judged on the
 * device, queued under its own id until the server has it. A synced scan stays, marked with the
 * server's answer, so the device still knows the tickets it admitted; preparing for another day
 * drops the synced scans of earlier days, never one that is still queued. The day's list goes
 * once the shift's day is over (endedShift) and everything goes on sign-out: the session store
 * deletes this database by its name (GATE_DEVICE_DB), so a phone left behind keeps no list.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ApiClient, RouterInputs, RouterOutputs } from '@storefront/shared/api/trpc-client';
import { MAX_SYNC_EVENTS } from '@storefront/shared/contracts/checkin';
import { GATE_DEVICE_DB } from '@storefront/shared/session/device-stores';

/** `ended`: the shift's day is over and its list is gone; only the device id is kept, for the queued scans. */
export type Preparation = RouterOutputs['checkin']['prepareDevice'] & { deviceName: string; ended?: boolean };
export type ScanUpload = RouterInputs['checkin']['sync']['events'][number];
export type SyncOutcome = RouterOutputs['checkin']['sync']['results'][number]['outcome'];

export interface DeviceScan extends ScanUpload {
  /** The scanned ticket's id (the signed code's `t`), which the device judges by. */
  ticketId: number;
  /** The scanned ticket's group on the list (its order), so paying one of its tickets at the gate pays them all here too. */
  group?: number;
  /** The day in Vietnam the scan was taken. */
  day: string;
  /** 'pending' until the server answers. */
  state: 'pending' | SyncOutcome;
}

interface GateDb extends DBSchema {
  preparation: { key: 'current'; value: Preparation };
  scans: { key: string; value: DeviceScan; indexes: { state: string } };
}


let opened: Promise<IDBPDatabase<GateDb>> | undefined;

function database(): Promise<IDBPDatabase<GateDb>> {
  opened ??= openDB<GateDb>(GATE_DEVICE_DB, 1, {
    upgrade(db) {
      db.createObjectStore('preparation');
      db.createObjectStore('scans', { keyPath: 'id' }).createIndex('state', 'state');
    },
    // Signing out deletes the database: this connection lets go, and the next use opens a new one.
    blocking() {
      void opened?.then((db) => db.close());
      opened = undefined;
    },
  });
  return opened;
}

export async function currentPreparation(): Promise<Preparation | undefined> {
  return (await database()).get('preparation', 'current');
}

export async function savePreparation(preparation: Preparation): Promise<void> {
  const db = await database();
  const tx = db.transaction(['preparation', 'scans'], 'readwrite');
  await tx.objectStore('preparation').put(preparation, 'current');
  const scans = tx.objectStore('scans');
  for (const scan of await scans.getAll()) {
    if (scan.state !== 'pending' && scan.day !== preparation.date) await scans.delete(scan.id);
  }
  await tx.done;
}

export async function recordScan(scan: Omit<DeviceScan, 'state'>): Promise<void> {
  await (await database()).put('scans', { ...scan, state: 'pending' });
}

export async function allScans(): Promise<DeviceScan[]> {
  return (await database()).getAll('scans');
}

export async function pendingScans(): Promise<DeviceScan[]> {
  return (await database()).getAllFromIndex('scans', 'state', 'pending');
}

/** Marks uploaded scans with the server's answer; a scan the server did not answer stays queued. */
export async function settleScans(results: ReadonlyArray<{ id: string; outcome: SyncOutcome }>): Promise<void> {
  const tx = (await database()).transaction('scans', 'readwrite');
  for (const { id, outcome } of results) {
    const scan = await tx.store.get(id);
    if (scan) await tx.store.put({ ...scan, state: outcome });
  }
  await tx.done;
}

/** The part of a device scan the server takes. */
function upload({ ticketId: _ticketId, group: _group, day: _day, state: _state, ...scan }: DeviceScan): ScanUpload {
  return scan;
}

/**
 * Uploads every queued scan, in turns of the server's batch size, and marks each with the
 * server's answer; rejects when the server cannot be reached, leaving the rest queued.
 */
export async function uploadQueuedScans(client: ApiClient, deviceId: string): Promise<SyncOutcome[]> {
  const outcomes: SyncOutcome[] = [];
  for (let queued = await pendingScans(); queued.length; queued = await pendingScans()) {
    const { results } = await client.checkin.sync.mutate({ deviceId, events: queued.slice(0, MAX_SYNC_EVENTS).map(upload) });
    await settleScans(results);
    outcomes.push(...results.map((result) => result.outcome));
    if (!results.length) break;
  }
  return outcomes;
}

/**
 * How many scans signing out would delete before the server has them, after one more try to
 * upload them: signing out deletes this database, and a queued admission is a visitor's record.
 */
export async function scansLostBySignOut(client: ApiClient): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  const deviceId = (await currentPreparation())?.deviceId;
  if (deviceId) await uploadQueuedScans(client, deviceId).catch(() => undefined);
  return (await pendingScans()).length;
}

/**
 * Once the shift's day is over in Vietnam the day's list is dropped, keys and tickets with it:
 * the device keeps only what uploading its queued scans needs (its id), and must be prepared again.
 */
export async function endedShift(today: string): Promise<boolean> {
  const db = await database();
  const preparation = await db.get('preparation', 'current');
  if (!preparation || preparation.date >= today) return false;
  await db.put('preparation', { ...preparation, jwks: { keys: [] }, tickets: [], revoked: [], used: [], ticketTypes: [], ended: true }, 'current');
  return true;
}

/** Forgets everything (tests, and a device handed back). */
export async function resetGateDevice(): Promise<void> {
  const db = await database();
  await Promise.all([db.clear('preparation'), db.clear('scans')]);
}
