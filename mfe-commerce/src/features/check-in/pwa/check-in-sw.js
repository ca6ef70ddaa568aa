/*
 * The gate scanner's service worker, registered by the check-in page only, for the scope
 * /dashboard/check-in: no other page of the site is controlled by it or pays for it.
 *
 * It keeps what the scanner page loads, so the page opens again without the network:
 * - a published remote's folder and the shell's hashed files never change: cache first;
 * - documents, remotes.json, remote entries, texts and the API's answers: network first, the
 *   kept copy when the network fails or is slower than NETWORK_WAIT_MS.
 * The page hands over, once registered, the addresses it loaded before the worker was there.
 * Plain JavaScript, served as is (at /dashboard/check-in-sw.js by the API).
 */
const CACHE = 'gate-scanner-v1';
const NETWORK_WAIT_MS = 4000;
const SCANNER_PAGE = '/dashboard/check-in';
const IMMUTABLE = /^\/remotes\/[^/]+\/[^/]+\/|\.[0-9a-f]{10}\.[a-z0-9]+$/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function keep(key, response) {
  if (response.ok && response.type === 'basic') await (await caches.open(CACHE)).put(key, response.clone());
  return response;
}

async function cacheFirst(request) {
  return (await caches.match(request)) || keep(request, await fetch(request));
}

async function networkFirst(request, fallbackKey) {
  const network = fetch(request).then((response) => keep(fallbackKey || request, response));
  const kept = () => caches.match(fallbackKey || request, { ignoreVary: true });
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, 'slow'));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    return (await kept()) || (await network);
  } catch (error) {
    const copy = await kept();
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.replace(/\/$/, '') === SCANNER_PAGE) event.respondWith(networkFirst(request, SCANNER_PAGE));
    return;
  }
  event.respondWith(IMMUTABLE.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});

/** `{ type: 'keep', urls, apiHeaders }`: the addresses the page loaded before this worker ran. */
self.addEventListener('message', (event) => {
  const { type, urls, apiHeaders } = event.data || {};
  if (type !== 'keep' || !Array.isArray(urls)) return;
  event.waitUntil(
    Promise.all(
      urls.map(async (address) => {
        const url = new URL(address, self.location.origin);
        if (url.origin !== self.location.origin) return;
        const isPage = url.pathname.replace(/\/$/, '') === SCANNER_PAGE;
        const key = isPage ? SCANNER_PAGE : url.href;
        if (!isPage && (await caches.match(key))) return;
        const headers = url.pathname.startsWith('/api/') ? apiHeaders || {} : {};
        try {
          await keep(key, await fetch(url.href, { headers, credentials: 'same-origin' }));
        } catch {
          // Offline already: the next visit keeps it.
        }
      }),
    ),
  );
});
