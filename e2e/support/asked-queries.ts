/** The API queries a page asks for, as the browser sends them (tRPC's batched GET requests). */
import type { Page } from '@playwright/test';

export interface Asked {
  path: string;
  input: unknown;
}

/** The procedures of every /api/trpc request the page makes from now on, with their inputs. */
export function recordQueries(page: Page): Asked[] {
  const asked: Asked[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/trpc/')) return;
    const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
    url.pathname
      .slice('/api/trpc/'.length)
      .split(',')
      .forEach((path, i) => asked.push({ path, input: inputs[i] }));
  });
  return asked;
}
