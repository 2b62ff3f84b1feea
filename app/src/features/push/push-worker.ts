/**
 * The push half of the app's one service worker (/m/sw.js imports this script; one worker per
 * scope, so FCM's own firebase-messaging-sw.js is never registered). It shows what a push says
 * and opens its checked link on a tap: a window of the app already open is taken to the page
 * (WindowClient.navigate needs no user activation), else a new window opens.
 * Built to a classic script (push-worker-plugin.ts) as importScripts needs.
 */
import { notificationOf, notificationTarget } from './notification';

// The app is typed against the DOM library; these are the few worker types it uses.
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type PushEventLike = ExtendableEvent & { data: { json(): unknown } | null };
type ClickEventLike = ExtendableEvent & { notification: Notification };
type WindowClient = {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<WindowClient | null>;
};
type Scope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEventLike) => void): void;
};

const scope = self as unknown as Scope;
const origin = scope.location.origin;

/** A synthetic event (a test dispatching one) may not be extended; the work runs all the same. */
function extend(event: ExtendableEvent, work: Promise<unknown>): void {
  if (event.isTrusted) event.waitUntil(work);
}

function readJson(event: PushEventLike): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null; // not JSON: nothing this app sent
  }
}

scope.addEventListener('push', (event) => {
  const shown = notificationOf(readJson(event), origin);
  if (!shown) return;
  extend(event, scope.registration.showNotification(shown.title, shown.options));
});

async function open(path: string): Promise<void> {
  const url = new URL(path, origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const app = windows.find((client) => new URL(client.url).pathname.startsWith('/m/'));
  if (!app) {
    await scope.clients.openWindow(url);
    return;
  }
  await app.focus().catch(() => undefined);
  if (app.url === url) return;
  // navigate() works on windows this worker controls; any other opens the page anew.
  const moved = await app.navigate(url).catch(() => null);
  if (!moved) await scope.clients.openWindow(url);
}

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: unknown } | null;
  extend(event, open(notificationTarget(data?.link, origin)));
});
