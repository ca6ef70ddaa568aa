/**
 * Bounds every request shares between the API, which refuses what goes past them, and the client,
 * which never sends it.
 */

/** The most calls one tRPC request may hold; the client's batch link splits larger batches. */
export const MAX_BATCH_CALLS = 10;
