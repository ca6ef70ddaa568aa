/**
 * Mail the API sends after answering, so a slow mail server never delays an answer (nor, by its
 * timing, tells a caller which case applied). Each send is tracked until it ends: a stopping
 * server (or a finished test) waits for mail already on its way instead of dropping it.
 */
import { WorkInFlight } from './work-in-flight';

const sending = new WorkInFlight();

export function mailInBackground(what: string, send: Promise<unknown>): void {
  void sending.track(send.catch((error: unknown) => console.error(`[mail] ${what} failed`, error)));
}

/** Resolves once every mail started so far (and any they started) has been sent or has failed. */
export function mailSent(): Promise<void> {
  return sending.settled();
}
