/**
 * The start-up state in each HTML document (issue 8): the active theme, its component styles and
 * the feature flags, which the loading overlay waits for (spec §4). Read on the server through the
 * same procedures the client calls, they save the page two round trips one after the other
 * (theme, then its styles) before the overlay can go. A part that fails is left out, and the
 * client asks for it as before.
 */
import type { Db } from '../db/client';
import type { Locale } from '../lib/i18n';
import { appRouter } from '../routers/_app';
import { createCallerFactory, createContextInner } from '../trpc';
import { scriptJson } from './html';

const createCaller = createCallerFactory(appRouter);

const settled = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

export async function startupStateScript(db: Db, locale: Locale): Promise<string> {
  const caller = createCaller(createContextInner({ db, locale }));
  const [theme, featureFlags] = await Promise.all([settled(caller.theme.getActiveTheme()), settled(caller.featureFlags.getAllFeatureFlags())]);
  const componentStyles = theme ? await settled(caller.componentStyleConfig.byThemeId({ themeId: theme.id })) : undefined;
  // Read by shared/src/startup/startup-state.ts.
  return `<script type="application/json" id="startup-state">${scriptJson({ theme, componentStyles, featureFlags })}</script>`;
}
