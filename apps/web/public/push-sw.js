// Web Push only (decision 028): shows the server's pushes and opens their page when clicked.
// The app's service worker (sw.js, decision 027) imports this file; Settings → 'Notifications on
// this device' registers it on its own while the app's worker is not there yet (decision 028).
// The payload is { title, body, link } (ZPushPayload in packages/contract/src/push.ts).

self.addEventListener('push', (event) => {
  let payload = { title: 'Scouting Network', body: '', link: null };
  try {
    payload = { ...payload, ...event.data.json() };
  } catch {
    // An empty or unreadable push still tells the member something happened.
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/favicon.svg',
      data: { link: payload.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path inside the app: a push can never send the member to another site.
  const link = event.notification.data?.link;
  const target = new URL(
    typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/',
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      // navigate() works only on a page this worker controls; any other opens a new window.
      if (open && 'navigate' in open) {
        return open
          .navigate(target.href)
          .then((client) => (client ?? open).focus())
          .catch(() => self.clients.openWindow(target.href));
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
