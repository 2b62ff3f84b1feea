/**
 * A push end to end through the app's one worker (spec §2, contract §4): the member's
 * token bound, the sandbox's FCM stand-in sending to it (POST /sandbox/push), Chromium's push
 * service played by CDP (ServiceWorker.deliverPushMessage), the worker showing title, body and
 * icon, and a tap opening the message's checked /m/ link. Headless Chromium cannot click a
 * notification, so the tap is the worker's notificationclick event dispatched in the worker
 * with the very notification it showed.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loadControlled } from '../support/pwa';
import { allowedMember, sendPush } from '../support/push';

test.describe.configure({ timeout: 90_000 });

type Shown = { title: string; body: string; icon: string; data: unknown };

const notifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n): Shown => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      data: n.data as unknown,
    })),
  );

/** Hands `message` to the worker as the browser's push service would. */
async function deliver(context: BrowserContext, page: Page, message: unknown) {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  const registration = registrations.find((r) => r.scopeURL === `${origin}/m/`);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration!.registrationId,
    data: JSON.stringify(message),
  });
  await cdp.detach();
}

/** The player's tap on the notification the worker shows first. */
async function tapNotification(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(
      new scope.NotificationEvent('notificationclick', { notification: notification! }),
    );
  });
}

test('a push sent to the member shows from the worker, and a tap opens its page', async ({
  page,
  context,
  request,
  sandbox,
}) => {
  const token = await allowedMember(page, sandbox, loadControlled);

  const message = await sendPush(request, sandbox.url, {
    token,
    title: 'Weekend bonus',
    body: 'Deposit today for 20% extra',
    link: '/m/news',
    icon: '/cdn/icons/icon-192.png',
  });
  await deliver(context, page, message);
  const origin = new URL(page.url()).origin;
  await expect
    .poll(() => notifications(page))
    .toEqual([
      {
        title: 'Weekend bonus',
        body: 'Deposit today for 20% extra',
        icon: `${origin}/cdn/icons/icon-192.png`,
        data: { link: '/m/news' },
      },
    ]);

  await tapNotification(context);
  await expect(page).toHaveURL(/\/m\/news$/);
  await expect.poll(() => notifications(page)).toEqual([]);
});

test('a push whose link leaves the app opens the home page instead', async ({
  page,
  context,
  request,
  sandbox,
}) => {
  const token = await allowedMember(page, sandbox, loadControlled, '/m/news');

  const message = await sendPush(request, sandbox.url, {
    token,
    title: 'Claim now',
    link: 'https://evil.example/m/home',
  });
  await deliver(context, page, message);
  await expect
    .poll(async () => (await notifications(page)).map((n) => n.data))
    .toEqual([{ link: '/m/home' }]);
  await tapNotification(context);
  await expect(page).toHaveURL(/\/m\/home$/);
});
