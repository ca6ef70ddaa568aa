/**
 * Everything the shell starts before and while the first page renders: the API client, the
 * remote loader, the site the remotes describe, the session check, and the theme / colour mode / styles / flags the loading
 * overlay waits for (spec §4).
 */
import { createApiClient, setApiClient } from '@storefront/shared/api/trpc-client';
import { initColorMode } from '@storefront/shared/color-mode/color-mode';
import { loadFeatureFlags } from '@storefront/shared/feature-flags/feature-flags';
import { runStartup } from '@storefront/shared/startup/loading-overlay';
import { documentBuildId, startBuildWatch } from '@storefront/shared/startup/build-watch';
import { readStartupState } from '@storefront/shared/startup/startup-state';
import { initComponentStyles } from '@storefront/shared/theme/component-styles';
import { installRemoteLoader, loadSite, startLoadingPage } from './remotes';
import { sessionChecked } from './session-check';
import { loadReporterWhenIdle } from './field-signals-early';


function afterPageLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Resolves once the site's pages are known, which the router is built from, with the load of the
 * first page's code, which a server-rendered page waits for before it hydrates.
 */
export async function startShell(): Promise<{ firstPage: Promise<void> }> {
  setApiClient(createApiClient());
  installRemoteLoader();
  await loadSite();
  const firstPage = startLoadingPage(window.location.pathname);
  void sessionChecked();
  afterPageLoad(() => startBuildWatch({ loadedBuildId: documentBuildId() }));
  loadReporterWhenIdle(() => import('./field-signals'));
  const known = readStartupState();
  // A served document carries the active theme's colours in its head already; only one without
  // them (the dev server's, or the API's when the database did not answer) asks for the theme.
  const theme = known.theme ? Promise.resolve(known.theme) : import('@storefront/shared/theme/theme').then(({ initTheme }) => initTheme());
  void runStartup({
    theme: () => theme,
    colorMode: () => initColorMode(),
    componentStyles: async () => initComponentStyles((await theme)?.id ?? 0, known.componentStyles),
    featureFlags: () => loadFeatureFlags(known.featureFlags),
  });
  return { firstPage };
}
