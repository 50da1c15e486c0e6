/* The installable app's service worker. The build (pwa-plugin.ts) writes it to dist/web/sw.js after three constants:
 * BASE (the app's path, /app/), VERSION (a hash of the app shell) and SHELL (index.html as served at BASE, the
 * entry's chunks and styles, the catalogs and the first screens). Plain JavaScript: it runs as it is written. */
/* global BASE, VERSION, SHELL */

const SHELL_CACHE = `shell-${VERSION}`;
// Hashed files never change: one cache for every version, so a tab still running an older build finds its chunks.
const ASSET_CACHE = 'assets';

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until a navigation where no other tab is open (below), so a form being
  // filled in never finds itself under another version's worker.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('shell-') && key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'activate') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // The API is never answered from a cache: data is current or absent, never old data shown as current.
  if (request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith(BASE)) return;
  if (request.mode === 'navigate') {
    event.waitUntil(takeOverIfAlone());
    event.respondWith(page(request));
  } else if (url.pathname.startsWith(`${BASE}assets/`)) {
    event.respondWith(asset(request));
  }
});

/** The page from the network; offline, the app shell, which shows the offline notice and routes as usual. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(BASE, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A hashed file: from a cache when there, else from the network, kept for the next offline start. */
async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/**
 * A new version waiting takes over at a navigation when the navigating tab is the only one: that page is being left
 * anyway, and no other tab holds a form that the switch could break.
 */
async function takeOverIfAlone() {
  const waiting = self.registration.waiting;
  if (!waiting) return;
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length <= 1) waiting.postMessage('activate');
}

/*
 * A push (src/server/web-push/send.ts): its payload holds only a title, a line and the screen's link, so the lock
 * screen shows no name; the app loads the rest after sign-in. A push without a usable payload still shows the brand,
 * since a push the browser sees no notification for costs the site its permission.
 */
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = {};
  }
  const link = typeof notice.link === 'string' && sameOrigin(notice.link) ? notice.link : new URL(BASE, self.location.origin).href;
  event.waitUntil(
    self.registration.showNotification(typeof notice.title === 'string' ? notice.title : 'Medilink', {
      body: typeof notice.body === 'string' ? notice.body : '',
      icon: `${BASE}icons/icon-192.png`,
      data: { link },
    }),
  );
});

/** A tap on a notification opens its screen: in a tab of the app already open (brought forward), or a new window. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data && event.notification.data.link;
  if (typeof link !== 'string' || !sameOrigin(link)) return;
  event.waitUntil(openScreen(link));
});

async function openScreen(link) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const tab = windows.find((client) => new URL(client.url).pathname.startsWith(BASE));
  // An open tab of the app moves to the screen and comes forward; navigate() answers null for a tab that has gone.
  const moved = tab ? await tab.navigate(link).catch(() => null) : null;
  if (moved) return moved.focus().catch(() => moved);
  return self.clients.openWindow(link);
}

/** Only the app's own screens open from a notification, whatever a payload says. */
function sameOrigin(link) {
  try {
    return new URL(link).origin === self.location.origin;
  } catch {
    return false;
  }
}
