/**
 * Everything the shell starts before and while the first page renders: the API client, the
 * remote loader, the site the remotes describe, the session check, and the theme / colour mode / styles / flags the loading
 * overlay waits for (spec §4).
 */
import { createApiClient, setApiClient } from '@storefront/shared/api/trpc-client';
import { initColorMode } from '@storefront/shared/color-mode/color-mode';
import { loadFeatureFlags } from '@storefront/shared/feature-flags/feature-flags';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { runStartup } from '@storefront/shared/startup/loading-overlay';
import { documentBuildId, startBuildWatch } from '@storefront/shared/startup/build-watch';
import { readStartupState } from '@storefront/shared/startup/startup-state';
import { initComponentStyles } from '@storefront/shared/theme/component-styles';
import { initTheme } from '@storefront/shared/theme/theme';
import { installRemoteLoader, loadSite, startLoadingPage } from './remotes';

let checked: Promise<boolean> | undefined;

/** Resolves once the stored token (if any) has been checked against the API. */
export function sessionChecked(): Promise<boolean> {
  checked ??= useSessionStore.getState().checkAuth().catch(() => false);
  return checked;
}

function afterPageLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** Resolves once the site's pages are known, which the router is built from. */
export async function startShell(): Promise<void> {
  setApiClient(createApiClient());
  installRemoteLoader();
  await loadSite();
  startLoadingPage(window.location.pathname);
  void sessionChecked();
  afterPageLoad(() => startBuildWatch({ loadedBuildId: documentBuildId() }));
  const known = readStartupState();
  const theme = initTheme(known.theme);
  void runStartup({
    theme: () => theme,
    colorMode: () => initColorMode(),
    componentStyles: async () => initComponentStyles((await theme)?.id ?? 0, known.componentStyles),
    featureFlags: () => loadFeatureFlags(known.featureFlags),
  });
}
