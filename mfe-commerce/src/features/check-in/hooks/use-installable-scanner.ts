/**
 * Makes the check-in page an app staff install on a phone: its web app manifest (pwa/, published
 * in this remote's folder) and its service worker (pwa/check-in-sw.js, which the description
 * names and the API serves at a fixed address beside the section so a release updates it), which keeps the scanner's code and texts for offline
 * use. Only this page adds them, so public pages neither download nor run any of it.
 */
import { useEffect } from 'react';
import { requestHeaders } from '@storefront/shared/api/trpc-client';
import { currentSite } from '@storefront/shared/routes/route-table';
import { dashboardSectionAddress } from '@storefront/shared/routes/dashboard-paths';

declare const __webpack_public_path__: string;

/** The scanner's dashboard section (../../../app/description.ts), whose address its worker controls. */
const SCANNER_SECTION = 'checkIn';

/** This remote's published folder, where the build put pwa/ (undefined outside a webpack build). */
function publishedFolder(): string | undefined {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : undefined;
}

/** Same-origin addresses this page loaded before its worker ran, for the worker to keep. */
function loadedAddresses(): string[] {
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [window.location.href, ...resources].filter((address) => new URL(address, window.location.href).origin === window.location.origin);
}

async function registerWorker(): Promise<void> {
  const scope = dashboardSectionAddress(currentSite(), SCANNER_SECTION);
  if (!scope) return;
  // The API serves the section's worker at <section's address>-sw.js (api/src/http/dashboard-workers.ts).
  const registration = await navigator.serviceWorker.register(`${scope}-sw.js`, { scope });
  await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'keep', urls: loadedAddresses(), apiHeaders: requestHeaders() });
}

export function useInstallableScanner(): void {
  useEffect(() => {
    const folder = publishedFolder();
    if (!folder || !('serviceWorker' in navigator)) return;
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = new URL('pwa/check-in.webmanifest', new URL(folder, window.location.href)).href;
    document.head.append(manifest);
    // Without a worker the page still works online; offline it then needs the network to open.
    registerWorker().catch(() => undefined);
    return () => manifest.remove();
  }, []);
}
