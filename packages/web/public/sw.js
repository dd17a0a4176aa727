/*
 * The service worker for Web Push (@nobid/notify). Kept tiny on purpose: it shows the
 * notification the server sent ({ title, body, url, tag }; never a card) and opens its link on a
 * click. No caching, no fetch handler: the app works as without it. Served as /sw.js (scope /).
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  event.waitUntil(
    self.registration.showNotification(typeof data.title === 'string' ? data.title : 'No Bid', {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of this site: a payload cannot send the player elsewhere.
  const wanted = new URL(event.notification.data?.url ?? '/', self.location.origin);
  const url = wanted.origin === self.location.origin ? wanted.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) if (w.url === url && 'focus' in w) return w.focus();
      return self.clients.openWindow(url);
    }),
  );
});
