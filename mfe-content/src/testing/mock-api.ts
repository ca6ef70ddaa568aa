/**
 * A tRPC client for component tests whose server is a table of procedure answers, speaking the
 * real wire format (batched GET / POST through httpBatchLink), so tests exercise what ships.
 */
import { createApiClient, type ApiClient } from '@storefront/shared/api/trpc-client';

export class ApiRefusal {
  constructor(
    readonly code: string,
    readonly message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly httpStatus = 400,
  ) {}
}

export type Answer = unknown | ((input: unknown) => unknown);

export interface MockApi {
  client: ApiClient;
  /** Inputs received per procedure, in order. */
  calls: Record<string, unknown[]>;
}

export function mockApi(answers: Record<string, Answer>): MockApi {
  const calls: Record<string, unknown[]> = {};
  const fetch = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const parsed = new URL(String(url), 'http://localhost');
    const names = decodeURIComponent(parsed.pathname.replace('/api/trpc/', '')).split(',');
    const inputs = (init?.method === 'POST' ? JSON.parse(String(init.body ?? '{}')) : JSON.parse(parsed.searchParams.get('input') ?? '{}')) as Record<string, unknown>;
    const results = await Promise.all(
      names.map(async (name, index) => {
        const input = inputs[index];
        (calls[name] ??= []).push(input);
        if (!(name in answers)) return { error: { message: `No answer for ${name}`, code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } };
        const answer = answers[name];
        try {
          const data = typeof answer === 'function' ? await (answer as (input: unknown) => unknown)(input) : answer;
          return { result: { data } };
        } catch (error) {
          if (error instanceof ApiRefusal) {
            return { error: { message: error.message, code: -32600, data: { code: error.code, httpStatus: error.httpStatus, fieldErrors: error.fieldErrors } } };
          }
          throw error;
        }
      }),
    );
    const status = results.some((result) => 'error' in result) ? 207 : 200;
    // jsdom has no Response; httpBatchLink reads only these members.
    return { ok: status === 200, status, headers: new Headers({ 'content-type': 'application/json' }), json: async () => results } as unknown as Response;
  };
  return { client: createApiClient({ fetch: fetch as typeof globalThis.fetch, retries: 0 }), calls };
}
