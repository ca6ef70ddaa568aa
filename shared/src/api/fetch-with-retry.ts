/**
 * The transport rules of spec §7, as a `fetch` the tRPC link calls: every attempt times out after
 * 5 s; network errors and time-outs are retried up to 3 times with a growing delay; idempotent
 * requests (GET = queries) are also retried once on statuses that usually mean "try again".
 * Mutations are never repeated after the server answered, so an order is not placed twice.
 */
export const REQUEST_TIMEOUT_MS = 5000;
export const MAX_RETRIES = 3;
export const RETRY_DELAY_CAP_MS = 3000;
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Delay before retry number `attempt` (1-based): 500, 1000, 1500 … capped at 3000 ms. */
export function retryDelay(attempt: number): number {
  return Math.min(attempt * 500, RETRY_DELAY_CAP_MS);
}

export function isIdempotent(method: string | undefined): boolean {
  const verb = (method ?? 'GET').toUpperCase();
  return verb === 'GET' || verb === 'HEAD';
}

/** Whether an answered request deserves its one status retry. */
export function shouldRetryStatus(method: string | undefined, status: number, statusRetriesSoFar: number): boolean {
  return statusRetriesSoFar === 0 && isIdempotent(method) && RETRYABLE_STATUSES.has(status);
}

export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/** Failures that never reached (or never heard back from) the server: worth another attempt. */
export function isRetryableFailure(error: unknown): boolean {
  return error instanceof RequestTimeoutError || error instanceof TypeError;
}

export interface FetchWithRetryOptions {
  timeoutMs?: number;
  retries?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** One attempt: fails with RequestTimeoutError on time-out, with the caller's reason when the caller aborts. */
async function attempt(doFetch: typeof fetch, input: RequestInfo | URL, init: RequestInit | undefined, timeoutMs: number): Promise<Response> {
  const callerSignal = init?.signal ?? undefined;
  if (callerSignal?.aborted) throw abortError(callerSignal);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await doFetch(input, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

export function createFetchWithRetry(options: FetchWithRetryOptions = {}): typeof fetch {
  const { timeoutMs = REQUEST_TIMEOUT_MS, retries = MAX_RETRIES, sleep = wait } = options;
  return async (input, init) => {
    // Resolved per call so tests (and polyfills installed later) can replace the global fetch.
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    let statusRetries = 0;
    for (let retry = 0; ; retry++) {
      try {
        const response = await attempt(doFetch, input, init, timeoutMs);
        if (retry < retries && shouldRetryStatus(init?.method, response.status, statusRetries)) {
          statusRetries++;
          await sleep(retryDelay(retry + 1));
          continue;
        }
        return response;
      } catch (error) {
        const callerAborted = init?.signal?.aborted ?? false;
        if (callerAborted || retry >= retries || !isRetryableFailure(error)) throw error;
        await sleep(retryDelay(retry + 1));
      }
    }
  };
}
