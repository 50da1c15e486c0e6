import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { notifyError } from '../../notify';

const devicesKey = ['push-devices'];
const thisDeviceKey = ['push-devices', 'this'];

/** Why push could not be turned on here: the person (or the browser's settings) said no, or the browser cannot. */
export class PushNotAvailable extends Error {
  constructor(readonly reason: 'denied' | 'unsupported') {
    super(reason);
  }
}

/** Whether this browser can receive pushes at all (Safari on an iPhone only once the app is installed). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The app's service worker registration (pwa.ts registers it after load), or null; never asks the person anything. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return pushSupported() ? ((await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL)) ?? null) : null;
}

const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** The signed-in person's devices with push on, newest first. */
export const usePushDevices = () => useQuery({ queryKey: devicesKey, queryFn: () => unwrap(api.GET('/push-devices')) });

/** The push endpoint of this browser, when it has subscribed: the list marks it "this device". */
export const useThisDevice = () =>
  useQuery({ queryKey: thisDeviceKey, queryFn: async () => (await (await registration())?.pushManager.getSubscription())?.endpoint ?? null });

/**
 * Turns push on for this device, after the person's tap: the browser's permission prompt, its push subscription for
 * the server's VAPID key (an older one for another key is replaced), then the subscription to the server.
 */
export function useTurnOnPush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!pushSupported()) throw new PushNotAvailable('unsupported');
      if ((await Notification.requestPermission()) !== 'granted') throw new PushNotAvailable('denied');
      const worker = await registration();
      if (!worker) throw new PushNotAvailable('unsupported');
      const key = bytesOf((await unwrap(api.GET('/web-push/key'))).publicKey);
      let subscription = await worker.pushManager.getSubscription();
      if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch(() => {
        throw new PushNotAvailable('unsupported');
      });
      const { endpoint, expirationTime, keys } = subscription.toJSON();
      // The Push API gives every subscription both keys; without them the server could not encrypt a message to it.
      if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushNotAvailable('unsupported');
      return unwrap(api.POST('/push-devices', { body: { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } } }));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKey }),
    onError: (error) => {
      if (!(error instanceof PushNotAvailable)) notifyError(error);
    },
  });
}

/** Removes a device; when it is this one, the browser's subscription ends too. */
export function useRemovePushDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (device: { id: number; endpoint: string }) => {
      await unwrap(api.DELETE('/push-devices/{id}', { params: { path: { id: device.id } } }));
      const subscription = await (await registration())?.pushManager.getSubscription();
      if (subscription?.endpoint === device.endpoint) await subscription.unsubscribe();
    },
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKey }),
    onError: notifyError,
  });
}
