/**
 * The start-up state in each HTML document, read on the server through the same procedures the
 * client calls: the active theme, its component styles and the feature flags, which the loading
 * overlay waits for (spec §4). They save the page two round trips one after the other (theme, then
 * its styles). A part that fails is left out, and the client asks for it as before. (The answers
 * the page itself was rendered with follow the page: ./page-answers.ts.)
 */
import type { Db } from '../db/client';
import type { Locale } from '../lib/i18n';
import { appRouter } from '../routers/_app';
import { createCallerFactory, createContextInner } from '../trpc';
import { scriptJson } from '../lib/html';

const createCaller = createCallerFactory(appRouter);

const settled = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

export type StartupState = Awaited<ReturnType<typeof startupState>>;

/** What the document tells the page at start-up. */
export async function startupState(db: Db, locale: Locale) {
  const caller = createCaller(createContextInner({ db, locale }));
  const [theme, featureFlags] = await Promise.all([settled(caller.theme.getActiveTheme()), settled(caller.featureFlags.getAllFeatureFlags())]);
  const componentStyles = theme ? await settled(caller.componentStyleConfig.byThemeId({ themeId: theme.id })) : undefined;
  return { theme, componentStyles, featureFlags };
}

/** Read by shared/src/startup/startup-state.ts. */
export const startupStateElement = (state: StartupState) => `<script type="application/json" id="startup-state">${scriptJson(state)}</script>`;
