/**
 * The answers to a page's queries, given in process to the server's render of the page
 * (shell/src/server/render.tsx asks for the queries its components asked for) and sent in the
 * document after the page, for the browser to hydrate from the same data (shared/src/startup/page-answers.ts).
 */
import type { FirstPageQuery, PageAnswer } from '@storefront/shared/federation/remote-description';
import type { Locale } from '../lib/i18n';
import { appRouter } from '../routers/_app';
import { createCallerFactory, type Context } from '../trpc';
import { scriptJson } from '../lib/html';

const createCaller = createCallerFactory(appRouter);

/** One query's answer as the browser reads it from the document (dates as text); undefined when there is none to give. */
export type PageQueryAnswerer = (query: FirstPageQuery) => Promise<unknown>;

// The router's procedures by their dotted path ('post.bySlug'), as tRPC flattens them.
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } } | undefined>;

/**
 * Answers queries as the visitor's own request would, through the router with `context` (no
 * session: a reader's or staff procedure refuses, as it would the visitor). Only a query: a path
 * that names a mutation, or nothing, has no answer, whatever a page's code asks for.
 */
export function pageQueryAnswerer(context: Context): PageQueryAnswerer {
  const caller = createCaller(context);
  return async ({ path, input }) => {
    if (procedures[path]?._def.type !== 'query') return undefined;
    let procedure: unknown = caller;
    for (const key of path.split('.')) procedure = (procedure as Record<string, unknown>)[key];
    try {
      const data: unknown = await (procedure as (input: unknown) => Promise<unknown>)(input);
      // As the browser will read it from the document, so both render the same.
      return data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as unknown);
    } catch {
      return undefined; // the browser asks, and shows the error as its page does
    }
  };
}

/** The answers to `queries` that have one. */
export async function answerAll(answer: PageQueryAnswerer, queries: readonly FirstPageQuery[]): Promise<PageAnswer[]> {
  const answered = await Promise.all(queries.map(async (query) => ({ ...query, data: await answer(query) })));
  return answered.filter((query) => query.data !== undefined);
}

/** The element after the page's root, read by shared/src/startup/page-answers.ts; `<` escaped, so no answer can close it. Data, which the policy never runs. */
export const pageAnswersElement = (locale: Locale, queries: readonly PageAnswer[]): string =>
  `<script type="application/json" id="page-answers">${scriptJson({ locale, queries })}</script>`;
