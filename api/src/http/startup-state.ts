/**
 * The start-up state in each HTML document, read on the server through the same
 * procedures the client calls:
 * - the active theme, its component styles and the feature flags, which the loading overlay waits
 *   for (spec §4): they save the page two round trips one after the other (theme, then its styles);
 * - the answers to the first page's own queries (as its remote's description lists them,
 *   `firstPageQueries` in shared/src/routes/route-table.ts), so the page renders with its data
 *   as soon as its code has run.
 * A part that fails is left out, and the client asks for it as before.
 */
import type { FirstPageQuery } from '@storefront/shared/federation/remote-description';
import type { Db } from '../db/client';
import type { Locale } from '../lib/i18n';
import { appRouter } from '../routers/_app';
import { createCallerFactory, createContextInner } from '../trpc';
import { scriptJson } from './html';

const createCaller = createCallerFactory(appRouter);

const settled = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

type Caller = ReturnType<typeof createCaller>;

/** `caller.post.bySlug(input)` for the path 'post.bySlug'; undefined for a path no router has. */
function answer(caller: Caller, { path, input }: FirstPageQuery): Promise<unknown> | undefined {
  let procedure: unknown = caller;
  for (const key of path.split('.')) procedure = (procedure as Record<string, unknown>)[key];
  return typeof procedure === 'function' ? (procedure as (input: unknown) => Promise<unknown>)(input) : undefined;
}

export type StartupState = Awaited<ReturnType<typeof startupState>>;

/** What the document tells the page at start-up; the server's own render of the page uses it too. */
export async function startupState(db: Db, locale: Locale, pageQueries: FirstPageQuery[] = []) {
  const caller = createCaller(createContextInner({ db, locale }));
  const [theme, featureFlags, queries] = await Promise.all([
    settled(caller.theme.getActiveTheme()),
    settled(caller.featureFlags.getAllFeatureFlags()),
    Promise.all(pageQueries.map(async (query) => ({ ...query, data: await settled(answer(caller, query) ?? Promise.reject()) }))),
  ]);
  const componentStyles = theme ? await settled(caller.componentStyleConfig.byThemeId({ themeId: theme.id })) : undefined;
  return { locale, theme, componentStyles, featureFlags, queries: queries.filter((query) => query.data !== undefined) };
}

/** Read by shared/src/startup/startup-state.ts, which uses the answers only on a page in `state.locale`. */
export const startupStateElement = (state: StartupState) => `<script type="application/json" id="startup-state">${scriptJson(state)}</script>`;
