/**
 * Web Push in the browser (the server side is @nobid/notify): register /sw.js, subscribe with the
 * server's VAPID key and hand the subscription to the server. A settings page calls
 * `enablePush()` from a click (browsers ask for permission only from a user's gesture).
 */

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

/** The VAPID key as the Push API wants it (base64url text to bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new Error(data?.message ?? `HTTP ${res.status}`);
  return data;
}

/** Asks for permission, subscribes this browser and tells the server. Throws with the reason. */
export async function enablePush(): Promise<void> {
  if (pushSupport() === 'unsupported') throw new Error('This browser cannot show notifications.');
  const { publicKey } = (await send('GET', '/api/notify/vapid-key')) as { publicKey: string };
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('Notifications are blocked.');
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await send('POST', '/api/notify/push-subscriptions', subscription.toJSON());
}

/** Unsubscribes this browser here and at the server. */
export async function disablePush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await send('POST', '/api/notify/push-subscriptions/remove', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
