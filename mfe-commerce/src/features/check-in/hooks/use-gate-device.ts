/**
 * The gate device's state for the check-in desk: its shift preparation, whether the network is
 * there, and the scans it judged offline, which go up to the server as soon as the network is
 * back (on the browser's `online` event, every half minute while any wait, and on demand).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTRPCClient } from '@storefront/shared/api/trpc-react';
import type { RouterInputs } from '@storefront/shared/api/trpc-client';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { allScans, currentPreparation, endedShift, pendingScans, recordScan, savePreparation, uploadQueuedScans, type DeviceScan, type Preparation, type SyncOutcome } from '../offline/gate-device';
import { isSignedCode, judgeOffline, type OfflineAnswer } from '../offline/judge-offline';
import { toBePaid } from '../components/check-in-result';

const RETRY_SYNC_MS = 30_000;
const DAY_END_CHECK_MS = 60_000;

export type SyncSummary = Record<SyncOutcome, number> & { at: string };

export function useGateDevice() {
  const client = useTRPCClient();
  const [preparation, setPreparation] = useState<Preparation | null | undefined>(undefined);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [pending, setPending] = useState(0);
  const [syncing, setSyncing] = useState(false);
  const [lastSync, setLastSync] = useState<SyncSummary | null>(null);
  const [syncError, setSyncError] = useState<unknown>(null);
  const syncRunning = useRef(false);

  const countPending = useCallback(async () => setPending((await pendingScans()).length), []);

  /** Uploads every queued scan, in turns of the server's batch size; resolves false on failure. */
  const sync = useCallback(async (): Promise<boolean> => {
    const deviceId = (await currentPreparation())?.deviceId;
    if (!deviceId || syncRunning.current) return false;
    syncRunning.current = true;
    setSyncing(true);
    try {
      const summary: SyncSummary = { recorded: 0, duplicate: 0, conflict: 0, unknown: 0, refused: 0, at: new Date().toISOString() };
      for (const outcome of await uploadQueuedScans(client, deviceId)) summary[outcome] += 1;
      setLastSync(summary);
      setSyncError(null);
      return true;
    } catch (error) {
      setSyncError(error);
      return false;
    } finally {
      syncRunning.current = false;
      setSyncing(false);
      await countPending();
    }
  }, [client, countPending]);

  useEffect(() => {
    // The day's list goes when the shift's day is over, checked on opening and every minute after.
    const load = async () => {
      await endedShift(todayInVietnam());
      setPreparation((await currentPreparation()) ?? null);
    };
    void load();
    const dayEnd = window.setInterval(() => void load(), DAY_END_CHECK_MS);
    void countPending();
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.clearInterval(dayEnd);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [countPending, sync]);

  // Restarted when scans start or stop waiting, not on every new scan.
  const waiting = pending > 0;
  useEffect(() => {
    if (!online || !waiting) return;
    void sync();
    const timer = window.setInterval(() => void sync(), RETRY_SYNC_MS);
    return () => window.clearInterval(timer);
  }, [online, waiting, sync]);

  const prepare = useCallback(
    async (input: RouterInputs['checkin']['prepareDevice']) => {
      // Queued scans go up first: the server takes them only within the shift they were taken in.
      await sync();
      const prepared = { ...(await client.checkin.prepareDevice.mutate({ ...input, deviceId: preparation?.deviceId })), deviceName: input.deviceName };
      await savePreparation(prepared);
      setPreparation(prepared);
      return prepared;
    },
    [client, preparation?.deviceId, sync],
  );

  const store = useCallback(
    async (answer: OfflineAnswer, decision: DeviceScan['decision'], paidAtCounter?: DeviceScan['paidAtCounter']) => {
      const ticketId = answer.ticket?.id;
      if (!preparation || ticketId === undefined || !answer.token) return;
      const now = new Date();
      await recordScan({
        id: crypto.randomUUID(),
        ticketId,
        token: answer.token,
        decision,
        reason: decision === 'rejected' ? answer.result : undefined,
        paidAtCounter,
        scannedAt: now.toISOString(),
        gate: preparation.gate,
        group: answer.group,
        day: todayInVietnam(now),
      });
      await countPending();
    },
    [preparation, countPending],
  );

  /**
   * Judges a code on the device and queues the decision: a valid ticket is admitted at once, as
   * online; a refused signed ticket is queued as a refusal, so the gate's report counts it. A
   * ticket to be paid waits for staff to take the money (admitPaid).
   */
  const judge = useCallback(
    async (code: string): Promise<OfflineAnswer> => {
      if (!preparation) throw new Error('The device is not prepared');
      const answer = await judgeOffline(code, preparation, await allScans());
      if (answer.result === 'valid') {
        await store(answer, 'admitted');
        return { ...answer, ticket: { ...answer.ticket!, status: 'used', redeemedAt: new Date().toISOString() } };
      }
      if (isSignedCode(code) && answer.ticket && !toBePaid(answer)) await store(answer, 'rejected');
      return answer;
    },
    [preparation, store],
  );

  /** Staff took the money of an order to be paid at the gate: admitted, and the payment goes up with the scan. */
  const admitPaid = useCallback(
    async (answer: OfflineAnswer): Promise<OfflineAnswer> => {
      await store(answer, 'admitted', { amount: answer.ticket!.amountDue! });
      return { ...answer, result: 'valid', ticket: { ...answer.ticket!, amountDue: null, status: 'used', redeemedAt: new Date().toISOString() } };
    },
    [store],
  );

  // A device whose shift's day ended keeps its id for its queued scans, but has no list to judge by.
  return { preparation: preparation?.ended ? null : preparation, online, pending, syncing, lastSync, syncError, prepare, judge, admitPaid, sync };
}

export type GateDevice = ReturnType<typeof useGateDevice>;
