/** Plain-HTTP calls to the tRPC API (the wire format of spec §7), for test data lookups. */
import type { APIRequestContext } from '@playwright/test';

export async function query<T>(request: APIRequestContext, procedure: string, input?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await request.get(`/api/trpc/${procedure}${search}`, { headers });
  if (!response.ok()) throw new Error(`${procedure} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

export async function mutate<T>(request: APIRequestContext, procedure: string, input: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.post(`/api/trpc/${procedure}`, { data: input, headers });
  if (!response.ok()) throw new Error(`${procedure} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}
