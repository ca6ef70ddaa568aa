/**
 * Bounds every request shares between the API, which refuses what goes past them, and the client,
 * which never sends it. Without zod, so pages can read them without downloading the validator.
 */

/** The most calls one tRPC request may hold; the client's batch link splits larger batches. */
export const MAX_BATCH_CALLS = 10;

/** An article's comments per page when the request does not say. */
export const COMMENT_PAGE_SIZE = 50;
