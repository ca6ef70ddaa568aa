/**
 * Turns at a hot seat row. Every order for a date ends on the same ticket_inventory row, whose
 * lock admits one writer at a time: buyers beyond a few only wait on that lock while holding a
 * pooled connection each, so the pool runs dry for everyone and each new waiter wakes the others
 * (throughput falls as buyers grow). Here an instance lets a few orders per row work at once and
 * queues the rest in memory, first come first served, at no cost to the database.
 */

export class SeatRowBusyError extends Error {
  override readonly name = 'SeatRowBusyError';
}

interface Turns {
  working: number;
  waiting: (() => void)[];
}

export class SeatRowTurns {
  private readonly rows = new Map<string, Turns>();

  /**
   * @param perRow orders of one row at work at once in this instance
   * @param maxWaiting orders waiting for one row beyond which a new one is refused (SeatRowBusyError)
   */
  constructor(
    private readonly perRow: number,
    private readonly maxWaiting: number,
  ) {}

  /**
   * Runs `work` once it has a turn at every row of `keys`. Turns are taken in sorted key order, so
   * two orders that share rows never hold one each while waiting for the other's.
   */
  async run<T>(keys: Iterable<string>, work: () => Promise<T>): Promise<T> {
    const taken: string[] = [];
    try {
      for (const key of [...new Set(keys)].sort()) {
        await this.take(key);
        taken.push(key);
      }
      return await work();
    } finally {
      for (const key of taken) this.give(key);
    }
  }

  /** Orders at work and waiting at a row, as a test sees them. */
  load(key: string): { working: number; waiting: number } {
    const turns = this.rows.get(key);
    return { working: turns?.working ?? 0, waiting: turns?.waiting.length ?? 0 };
  }

  private take(key: string): Promise<void> {
    let turns = this.rows.get(key);
    if (!turns) this.rows.set(key, (turns = { working: 0, waiting: [] }));
    if (turns.working < this.perRow) {
      turns.working++;
      return Promise.resolve();
    }
    if (turns.waiting.length >= this.maxWaiting) return Promise.reject(new SeatRowBusyError(key));
    // The turn passes straight from the order that gives it back (see give): `working` stays counted.
    return new Promise((resolve) => turns.waiting.push(resolve));
  }

  private give(key: string): void {
    const turns = this.rows.get(key)!;
    const next = turns.waiting.shift();
    if (next) return next();
    turns.working--;
    if (turns.working === 0) this.rows.delete(key);
  }
}
