/**
 * Tracking (spec §3, §9): the site's ad pixels start after the first paint, in their isolated
 * frame; the register, login, first-deposit and deposit events reach the event post and every
 * pixel with one event id; no request to a pixel's origin carries the token, the user name or
 * the password; twclid and utm_source stay with the player.
 */
import { PIXEL_NETWORKS, PixelFrame } from '@wps/contract/tracking';
import type { DepositOrder } from '@wps/contract/money';
import { payDeposit } from '../support/deposit';
import { holdRequests } from '../support/hold-assets';
import { networkQuiet } from '../support/network-quiet';
import { expect, logIn, test } from '../support/fixtures';
import {
  collectedEvents,
  enablePixels,
  eventIdOf,
  PIXELS,
  pixelHits,
  pixelFrame,
  pixelOrigin,
  recordPixelRequests,
  type CollectedEvent,
} from '../support/tracking';
import type { Sandbox } from '../support/fixtures';

/** The event post's event of that name, once it has come. */
async function posted(sandbox: Sandbox, name: string): Promise<CollectedEvent[]> {
  await expect
    .poll(async () => (await collectedEvents(sandbox)).filter((e) => e.eventName === name).length)
    .toBeGreaterThan(0);
  return (await collectedEvents(sandbox)).filter((e) => e.eventName === name);
}

/** Every network's pixel received a call with this event id. */
async function everyPixelGot(sandbox: Sandbox, eventID: string, calls = 1) {
  await expect
    .poll(async () => {
      const hits = (await pixelHits(sandbox)).filter((hit) => eventIdOf(hit) === eventID);
      return PIXEL_NETWORKS.map((network) => hits.filter((h) => h.network === network).length);
    })
    .toEqual(PIXEL_NETWORKS.map(() => calls));
}

test('a registration and a deposit reach the pixels and the event post with the same event ids (TLB as PHP, content id 99)', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { currency: 'TLB' } });
  await enablePixels(sandbox);
  // Registration sends the pixel ids it knows and does not wait for them: they come with the
  // status, which the form's page waits for.
  await page.goto('/m/register?twclid=tw1&utm_source=ads');
  await page.getByRole('textbox', { name: 'Username' }).fill('pixelfan1');
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Confirm password').fill('abc123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/m\/home\?twclid=tw1&utm_source=ads$/);

  const [register] = await posted(sandbox, 'register');
  const registerId = String(register?.eventValue.eventID);
  expect(registerId).toMatch(/^[\da-f-]{36}$/);
  expect(register?.eventValue).toMatchObject({
    ...PIXELS,
    twclid: 'tw1',
    utm_source: 'ads',
    channels: ['meta', 'tiktok', 'google', 'kwai', 'bigo'],
    customerId: expect.any(String),
  });
  await everyPixelGot(sandbox, registerId);
  // The player's name is in the register answer, never in the event or a pixel call.
  const sent = JSON.stringify([await collectedEvents(sandbox), await pixelHits(sandbox)]);
  expect(sent).not.toContain('pixelfan1');
  // The pixel track of the registration names the site's tid and pixel ids (spec §3).
  const registration = (await sandbox.requests()).find((r) => r.path === '/wps/member/register');
  expect((registration as { body?: { pixelTrack?: unknown } }).body?.pixelTrack).toMatchObject({
    ...PIXELS,
    twclid: 'tw1',
    utm_source: 'ads',
  });

  // The deposit page is opened without the ad parameters: the heartbeat data still has them.
  await page.goto('/m/voucherCenter');
  const order: DepositOrder = await payDeposit(page, sandbox, '500');
  await expect(page.getByRole('heading', { name: 'Deposit received: ₱500.00' })).toBeVisible();
  for (const name of ['firstDeposit', 'deposit']) {
    const events = await posted(sandbox, name);
    expect(events).toHaveLength(1);
    expect(events[0]?.eventValue).toMatchObject({
      eventID: order.orderId,
      currency: 'PHP',
      amount: '500.00',
      value: 500,
      contentId: 99,
      content_ids: ['99'],
      twclid: 'tw1',
      utm_source: 'ads',
      fbPixelId: PIXELS.fbPixelId,
    });
  }
  // Each pixel got both (first deposit and deposit), with the order id as the event id.
  await everyPixelGot(sandbox, order.orderId, 2);
  const purchase = (await pixelHits(sandbox)).find(
    (hit) => hit.network === 'meta' && JSON.stringify(hit.call).includes('"Purchase"'),
  );
  expect(purchase?.call).toEqual([
    'track',
    'Purchase',
    expect.objectContaining({ currency: 'PHP', content_ids: ['99'], value: 500 }),
    { eventID: order.orderId },
  ]);
});

test('a login reaches the pixels and the event post; no pixel request carries the token, the user name or the password', async ({
  page,
  sandbox,
}) => {
  await enablePixels(sandbox);
  const seen = recordPixelRequests(page, pixelOrigin(sandbox.url));
  await logIn(page);
  const [login] = await posted(sandbox, 'login');
  const loginId = String(login?.eventValue.eventID);
  await everyPixelGot(sandbox, loginId);

  // A page opened with the session token in its address: the pixels see the page without it.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string }).token,
  );
  expect(token).toBeTruthy();
  const before = (await pixelHits(sandbox)).length;
  await page.goto(`/m/member/home?token=${token}&twclid=tw9`);
  await expect
    .poll(async () => (await pixelHits(sandbox)).slice(before).map((hit) => hit.href))
    .toContainEqual(expect.stringMatching(/\/m\/member\/home\?twclid=tw9$/));
  await expect.poll(() => seen.length).toBeGreaterThan(PIXEL_NETWORKS.length * 2);

  const everything = [...seen, JSON.stringify(await pixelHits(sandbox))].join('\n');
  for (const secret of [token, 'demo01', 'demo123']) expect(everything).not.toContain(secret);
  const events = JSON.stringify(await collectedEvents(sandbox));
  for (const secret of [token, 'demo01', 'demo123']) expect(events).not.toContain(secret);
});

test('the pixel frame, and the pixel scripts in it, load only after the first contentful paint', async ({
  page,
  sandbox,
}) => {
  await enablePixels(sandbox);
  await page.goto('/m/home');
  await expect.poll(async () => (await pixelHits(sandbox)).length).toBeGreaterThan(0);
  const timing = await page.evaluate((framePage) => {
    const resources = performance.getEntriesByType('resource');
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      frame: resources.filter((e) => e.name.includes(framePage)).map((e) => e.startTime),
      scriptsInPage: resources.filter((e) => e.name.includes('/sandbox-pixel/')).length,
    };
  }, PixelFrame.page);
  expect(timing.frame).toHaveLength(1);
  expect(timing.frame[0]).toBeGreaterThan(timing.fcp);
  expect(timing.scriptsInPage).toBe(0);
  const scripts = await (
    await pixelFrame(page)
  ).evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/sandbox-pixel/') && entry.name.endsWith('.js'))
        .length,
  );
  expect(scripts).toBe(PIXEL_NETWORKS.length);
});

test('without pixel ids no pixel script loads, and the events still go out', async ({
  page,
  sandbox,
}) => {
  const seen = recordPixelRequests(page, pixelOrigin(sandbox.url));
  await logIn(page);
  const [login] = await posted(sandbox, 'login');
  expect(Object.keys(login?.eventValue ?? {})).toEqual(['customerId', 'eventID']);
  expect(seen).toEqual([]);
});

test('twclid and utm_source are kept across in-app navigation', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/home?twclid=tw1&utm_source=ads&other=x');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/m\/activity\?twclid=tw1&utm_source=ads$/);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login\?twclid=tw1&utm_source=ads$/);
});

test('the pixels wait for the session token to leave the address, however late the page comes', async ({
  page,
  sandbox,
}) => {
  await enablePixels(sandbox);
  await logIn(page);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string }).token,
  );
  const before = (await pixelHits(sandbox)).length;
  // The member page's chunk is held: RouteGuard, which scrubs the token, waits for it, while the
  // after-paint hosts come after the header's frame.
  const release = await holdRequests(page, /\/m\/assets\/MemberHomePage-[\w-]+\.js$/);
  const hosts = page.waitForRequest(/\/m\/assets\/AfterPaintHosts-[\w-]+\.js$/);
  const trackChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/m\/assets\/track-[\w-]+\.js$/.test(request.url())) trackChunks.push(request.url());
  });
  await page.goto(`/m/member/home?token=${token}&twclid=tw9`);
  await hosts;
  await networkQuiet(page, (request) => /MemberHomePage/.test(request.url()));
  expect(page.url()).toContain('token=');
  expect(trackChunks).toEqual([]);
  release();
  await expect
    .poll(async () => (await pixelHits(sandbox)).slice(before).map((hit) => hit.href))
    .toContainEqual(expect.stringMatching(/\/m\/member\/home\?twclid=tw9$/));
  const hits = (await pixelHits(sandbox)).slice(before);
  expect(JSON.stringify(hits)).not.toContain(token);
});
