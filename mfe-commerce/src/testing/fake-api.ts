/**
 * A stand-in for /api/trpc in component tests: answers tRPC's batched wire format from plain
 * handlers, so a test says what the server returns and can read what the page sent.
 */
import { createApiClient, type ApiClient } from '@storefront/shared/api/trpc-client';

export class FakeApiError extends Error {
  constructor(
    public code: string,
    message: string,
    public httpStatus = 400,
    public fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

type Handler = (input: any) => unknown;

export interface FakeApi {
  client: ApiClient;
  calls: { path: string; input: any }[];
  callsTo: (path: string) => any[];
}

export function fakeApi(handlers: Record<string, Handler>): FakeApi {
  const calls: { path: string; input: any }[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    const parsed = new URL(String(url), 'http://localhost');
    const paths = decodeURIComponent(parsed.pathname.replace(/^\/api\/trpc\//, '')).split(',');
    const inputs = (init?.method === 'POST' ? JSON.parse(String(init.body ?? '{}')) : JSON.parse(parsed.searchParams.get('input') ?? '{}')) as Record<string, unknown>;
    const results = await Promise.all(
      paths.map(async (path, index) => {
        const input = inputs[String(index)];
        calls.push({ path, input });
        const handler = handlers[path];
        try {
          if (!handler) throw new FakeApiError('NOT_FOUND', `No handler for ${path}`, 404);
          return { result: { data: await handler(input) } };
        } catch (error) {
          const fake = error instanceof FakeApiError ? error : new FakeApiError('INTERNAL_SERVER_ERROR', 'Internal Server Error', 500);
          return { error: { message: fake.message, code: -32600, data: { code: fake.code, httpStatus: fake.httpStatus, fieldErrors: fake.fieldErrors } } };
        }
      }),
    );
    return { ok: true, status: 200, headers: new Headers({ 'content-type': 'application/json' }), json: async () => results } as unknown as Response;
  };
  return {
    client: createApiClient({ fetch: fetch as typeof globalThis.fetch, retries: 0 }),
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path).map((call) => call.input),
  };
}

export const sampleTickets = [
  {
    id: 1,
    slug: 've-cap-treo',
    name: 'Vé cáp treo khứ hồi',
    summary: 'Cáp treo hai chiều',
    imageUrl: '',
    includes: ['Cáp treo'],
    labels: { featured: true, discount: 10 },
    prices: [
      { audience: 'adult' as const, price: 300000, label: 'Trên 1m4' },
      { audience: 'child' as const, price: 200000, label: '1m–1m4' },
      { audience: 'infant' as const, price: 0, label: 'Dưới 3 tuổi' },
    ],
    priceFrom: 300000,
    defaultDailyCapacity: 50,
  },
];
