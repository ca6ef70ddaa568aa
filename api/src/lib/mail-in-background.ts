/**
 * Mail the API sends after answering, so a slow mail server never delays an answer (nor, by its
 * timing, tells a caller which case applied). Each send is tracked until it ends: a stopping
 * server (or a finished test) waits for mail already on its way instead of dropping it.
 */
const sending = new Set<Promise<void>>();

export function mailInBackground(what: string, send: Promise<unknown>): void {
  const tracked: Promise<void> = send
    .then(
      () => undefined,
      (error: unknown) => console.error(`[mail] ${what} failed`, error),
    )
    .finally(() => sending.delete(tracked));
  sending.add(tracked);
}

/** Resolves once every mail started so far (and any they started) has been sent or has failed. */
export async function mailSent(): Promise<void> {
  while (sending.size > 0) await Promise.all([...sending]);
}
