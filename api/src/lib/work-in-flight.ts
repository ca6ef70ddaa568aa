/**
 * Work a request starts that must run to its end even after the request was answered or its
 * caller left (mail sent after the answer, an order whose buyer closed the page). A stopping server,
 * or a finished test, waits for it before closing what it uses.
 */
export class WorkInFlight {
  private readonly running = new Set<Promise<void>>();

  /** Tracks `work` until it settles, and hands it back unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    const tracked: Promise<void> = work
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    return work;
  }

  /** Resolves once everything tracked so far, and anything tracked while waiting, has settled. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
