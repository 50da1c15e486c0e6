import { createECDH, randomBytes } from 'node:crypto';
import type { BrowserContext, CDPSession } from '@playwright/test';
import { signInOn, useEnglish } from './support/sessions';
import { createWorld } from './support/processes';
import { expectAccessible } from './support/axe';
import { useServerClock } from './support/clock';
import { expect, test } from './support/test';

// Web Push in real Chromium: a nurse turns notifications on for this device from her profile (one tap, the browser's
// permission granted), sees the device listed; a push delivered to the service worker through the DevTools Protocol
// (as a push service would) shows a notification with the offer's link, and its click brings the open app to the
// offer's screen.
//
// Headless Debian Chromium has no push service to register with (pushManager.subscribe rejects: it reaches Google's
// push service only in a branded build with its API keys), so the browser's PushManager is replaced here by one that
// answers a subscription made in the test with real P-256 keys; everything else is the app's own code: the permission,
// the key from the server, the subscription posted, the list, the worker's push and click handlers.

test.use({ serviceWorkers: 'allow' });

/** A PushManager that subscribes without a push service, recording the options the app passed. */
async function pushManagerWithoutService(context: BrowserContext) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://push.example.test/subscriptions/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await context.addInitScript((made) => {
    // Kept in sessionStorage like a browser keeps its subscription: the next page of the tab still has it.
    const STORE = 'test-push-subscription';
    const record = window as unknown as { pushOptions?: { userVisibleOnly: boolean; key: string } };
    // Counts the app's permission requests over every page of the tab: the browser's prompt may come only from a
    // tap, never from a page load.
    const ASKS = 'test-permission-asks';
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (callback?: NotificationPermissionCallback) => {
      sessionStorage.setItem(ASKS, String(Number(sessionStorage.getItem(ASKS) ?? 0) + 1));
      return ask(callback);
    };
    const subscriptionOf = (key: string): PushSubscription =>
      ({
        endpoint: made.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer },
        toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
        unsubscribe: async () => (sessionStorage.removeItem(STORE), true),
        getKey: () => null,
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = btoa(String.fromCharCode(...new Uint8Array(options!.applicationServerKey as Uint8Array)));
      record.pushOptions = { userVisibleOnly: !!options?.userVisibleOnly, key };
      sessionStorage.setItem(STORE, key);
      return subscriptionOf(key);
    };
    PushManager.prototype.getSubscription = async () => {
      const key = sessionStorage.getItem(STORE);
      return key ? subscriptionOf(key) : null;
    };
  }, subscription);
  return subscription;
}

/** The service worker's registration id, which ServiceWorker.deliverPushMessage needs, from the protocol's events. */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a nurse turns push on for this device, and a push shows a notification that opens her offer', async ({ page, context, baseURL, request }) => {
  const world = await createWorld(request);
  await useServerClock(context);
  await useEnglish(context);
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const subscription = await pushManagerWithoutService(context);
  await signInOn(page, world.candidate.email);
  // The app's worker (registered after load) must control the page before push can be turned on.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await page.goto('/app/profile');
  const card = page.getByRole('region', { name: 'Notification settings' });
  const devices = card.getByRole('region', { name: 'Notifications on your devices' });
  await expect(devices.getByText('No device receives notifications yet.')).toBeVisible();
  const asked = () => page.evaluate(() => Number(sessionStorage.getItem('test-permission-asks') ?? 0));
  // Signed in, the landing screen and the profile loaded: nothing has asked for the permission or subscribed.
  expect(await asked()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { pushOptions?: unknown }).pushOptions ?? null)).toBeNull();
  const added = page.waitForResponse((r) => r.url().endsWith('/api/push-devices') && r.request().method() === 'POST');
  await devices.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  expect((await added).status()).toBe(201);
  expect(await asked()).toBe(1);
  expect((await added).request().postDataJSON()).toEqual({ ...subscription, expirationTime: null });
  // Subscribed for user-visible pushes with the server's VAPID key.
  const { publicKey } = await (await request.get('/api/web-push/key')).json();
  expect(await page.evaluate(() => (window as unknown as { pushOptions: unknown }).pushOptions)).toEqual({
    userVisibleOnly: true,
    key: Buffer.from(publicKey, 'base64url').toString('base64'),
  });
  const list = devices.getByRole('list', { name: 'Devices that receive notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // Named after the browser and system its user agent gives (the suite's user agent says Windows).
  await expect(list.getByRole('listitem')).toContainText(/^Chrome · (Windows|Linux)/);
  await expect(list.getByText('This device')).toBeVisible();
  await expect(devices.getByRole('button', { name: 'Turn on notifications on this device' })).toHaveCount(0);
  await expectAccessible(page, 'push devices');
  await card.screenshot({ path: 'test-results/web-push-devices.png' });

  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL!).origin;
  const link = `${origin}/app/offers/${world.processId}`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId(cdp, `${origin}/app/`),
    data: JSON.stringify({ title: 'News about an offer', body: 'Open Medilink to see it.', link }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown })),
      ),
    )
    .toEqual([{ title: 'News about an offer', body: 'Open Medilink to see it.', data: { link } }]);

  // The tap: the worker's own notificationclick handler, run on the notification it showed.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    // The worker's global scope (the test is compiled without the webworker types).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(0);

  // Removed from the list, the device's subscription ends in the browser too.
  await page.goto('/app/profile');
  const again = page.getByRole('region', { name: 'Notifications on your devices' });
  await expect(again.getByText('This device')).toBeVisible();
  await again.getByRole('button', { name: /^Remove Chrome · / }).click();
  await expect(again.getByText('No device receives notifications yet.')).toBeVisible();
  expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint ?? null)).toBeNull();
  await expect(again.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
});
