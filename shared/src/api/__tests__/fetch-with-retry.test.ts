import {
  RETRYABLE_STATUSES,
  RequestTimeoutError,
  createFetchWithRetry,
  retryDelay,
  shouldRetryStatus,
} from '@storefront/shared/api/fetch-with-retry';

const answer = (status: number) => ({ status, ok: status < 400 }) as Response;
const networkError = () => new TypeError('Failed to fetch');

function setup(...results: Array<Response | Error>) {
  const fetch = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
  for (const result of results) {
    if (result instanceof Error) fetch.mockRejectedValueOnce(result);
    else fetch.mockResolvedValueOnce(result);
  }
  const delays: number[] = [];
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  return { fetch, delays, fetchWithRetry: createFetchWithRetry({ fetch: fetch as unknown as typeof globalThis.fetch, sleep }) };
}

describe('retryDelay', () => {
  it('grows by 500 ms per attempt and stops at 3000 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelay)).toEqual([500, 1000, 1500, 2000, 2500, 3000, 3000, 3000]);
  });
});

describe('shouldRetryStatus', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries an idempotent request once on %i', (status) => {
    expect(shouldRetryStatus('GET', status, 0)).toBe(true);
    expect(shouldRetryStatus('GET', status, 1)).toBe(false);
  });

  it.each([200, 400, 401, 403, 404, 422, 501])('does not retry on %i', (status) => {
    expect(shouldRetryStatus('GET', status, 0)).toBe(false);
  });

  it('never repeats a mutation the server answered', () => {
    for (const status of RETRYABLE_STATUSES) expect(shouldRetryStatus('POST', status, 0)).toBe(false);
  });
});

describe('createFetchWithRetry', () => {
  it('retries network errors up to 3 times with 500, 1000, 1500 ms delays', async () => {
    const { fetch, delays, fetchWithRetry } = setup(networkError(), networkError(), networkError(), networkError());
    await expect(fetchWithRetry('/api/trpc/x', { method: 'POST' })).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(delays).toEqual([500, 1000, 1500]);
  });

  it('returns the first answer after a network error', async () => {
    const { fetch, fetchWithRetry } = setup(networkError(), answer(200));
    await expect(fetchWithRetry('/api/trpc/x', { method: 'GET' })).resolves.toMatchObject({ status: 200 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a query once on 503, then gives its answer', async () => {
    const { fetch, delays, fetchWithRetry } = setup(answer(503), answer(503), answer(200));
    await expect(fetchWithRetry('/api/trpc/x', { method: 'GET' })).resolves.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(delays).toEqual([500]);
  });

  it('does not retry a mutation on 503', async () => {
    const { fetch, fetchWithRetry } = setup(answer(503), answer(200));
    await expect(fetchWithRetry('/api/trpc/x', { method: 'POST' })).resolves.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry errors other than network failures', async () => {
    const { fetch, fetchWithRetry } = setup(new Error('boom'), answer(200));
    await expect(fetchWithRetry('/x')).rejects.toThrow('boom');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry when the caller aborted', async () => {
    const controller = new AbortController();
    const { fetch, fetchWithRetry } = setup();
    fetch.mockImplementationOnce(async () => {
      controller.abort();
      throw networkError();
    });
    await expect(fetchWithRetry('/x', { signal: controller.signal })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  describe('time-out', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    // A fetch that only ends when its signal aborts, like a server that never answers.
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });

    it('aborts an attempt after 5000 ms and retries it', async () => {
      const fetch = jest.fn(hanging).mockImplementationOnce(hanging).mockResolvedValueOnce(answer(200));
      const fetchWithRetry = createFetchWithRetry({ fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => {} });
      const result = fetchWithRetry('/x', { method: 'GET' });
      await jest.advanceTimersByTimeAsync(4999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toMatchObject({ status: 200 });
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('fails with a RequestTimeoutError when every attempt times out', async () => {
      const fetch = jest.fn(hanging);
      const fetchWithRetry = createFetchWithRetry({ fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => {} });
      const result = fetchWithRetry('/x', { method: 'GET' });
      const settled = expect(result).rejects.toBeInstanceOf(RequestTimeoutError);
      await jest.advanceTimersByTimeAsync(4 * 5000);
      await settled;
      expect(fetch).toHaveBeenCalledTimes(4);
    });
  });
});
