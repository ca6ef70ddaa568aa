/**
 * What a signed-in staff member's device keeps beyond the session, which signing out must delete:
 * the gate scanner's IndexedDB database (the day's ticket list and the queued scans).
 */
export const GATE_DEVICE_DB = 'storefront-gate';

/** Deletes the device stores; a store the browser cannot reach is left to the next sign-out. */
export async function deleteDeviceStores(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(GATE_DEVICE_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
