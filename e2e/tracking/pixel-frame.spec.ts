/**
 * The isolated pixel frame: the networks' scripts run in a hidden, sandboxed iframe on another
 * origin (the other loopback name here, the site's sibling host in production). A stand-in pixel
 * that reads what a compromised tag would (the storage, the cookies, its parent's page, the top
 * address) gets nothing of the app's, and its events still carry the event post's eventID.
 */
import { PIXEL_NETWORKS, PixelFrame } from '@wps/contract/tracking';
import { expect, logIn, test } from '../support/fixtures';
import {
  collectedEvents,
  enablePixels,
  eventIdOf,
  pixelFrame,
  pixelHits,
  pixelOrigin,
  type PixelHit,
} from '../support/tracking';

type Probe = {
  storage: unknown;
  session: unknown;
  cookie: unknown;
  parentPage: unknown;
  topAddress: unknown;
};
const probesOf = (hits: PixelHit[]) =>
  hits.filter((hit) => hit.call[0] === 'probe').map((hit) => hit.call[1] as Probe);

test('a pixel in the isolated frame reads no token, cookie or page of the app, and its event carries the event post’s eventID', async ({
  page,
  context,
  sandbox,
}) => {
  await enablePixels(sandbox);
  await context.addCookies([{ name: 'appOnly', value: 'app-cookie-1', url: sandbox.url }]);
  await logIn(page);
  // The login event: each network's pixel call has the event post's id (the de-dup key).
  await expect.poll(async () => (await collectedEvents(sandbox)).length).toBeGreaterThan(0);
  const [login] = await collectedEvents(sandbox);
  const eventID = String(login?.eventValue.eventID);
  await expect
    .poll(async () => {
      const hits = (await pixelHits(sandbox)).filter((hit) => eventIdOf(hit) === eventID);
      return PIXEL_NETWORKS.map((network) => hits.filter((h) => h.network === network).length);
    })
    .toEqual(PIXEL_NETWORKS.map(() => 1));

  // A page loaded with the session in storage: what each network's script can reach now.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string }).token,
  );
  expect(token).toBeTruthy();
  const before = (await pixelHits(sandbox)).length;
  await page.goto('/m/member/home');
  await expect
    .poll(async () => probesOf((await pixelHits(sandbox)).slice(before)).length)
    .toBe(PIXEL_NETWORKS.length);
  const probes = probesOf((await pixelHits(sandbox)).slice(before));
  const appCookies = (await context.cookies(sandbox.url)).map((c) => c.value);
  expect(appCookies).toContain('app-cookie-1');
  for (const probe of probes) {
    // The frame's own storage: empty, or refused outright where the browser partitions a
    // cross-site frame's storage (the two loopback names are two sites; a sibling host is not).
    expect(['blocked: SecurityError', []]).toContainEqual(probe.storage);
    expect(['blocked: SecurityError', null]).toContainEqual(probe.session);
    expect(probe.parentPage).toBe('blocked: SecurityError');
    expect(probe.topAddress).toBe('blocked: SecurityError');
    for (const value of appCookies) expect(String(probe.cookie)).not.toContain(value);
  }
  expect(JSON.stringify(probes)).not.toContain(token);

  // The frame is hidden, sandboxed and on the other origin; the app's document has none of the
  // networks' globals.
  const frame = page.locator('iframe[data-pixel-frame]');
  await expect(frame).toBeHidden();
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.origin).toBe(pixelOrigin(sandbox.url));
  expect(src.pathname).toBe(PixelFrame.page);
  expect(src.searchParams.get(PixelFrame.appParam)).toBe(new URL(sandbox.url).origin);
  const globals = await page.evaluate(() =>
    ['fbq', 'ttq', 'gtag', 'dataLayer', 'kwaiq', 'bge', 'bgdataLayer'].filter((g) => g in window),
  );
  expect(globals).toEqual([]);
});

test('the frame takes events from the app’s page only: one posted from elsewhere reaches no pixel', async ({
  page,
  sandbox,
}) => {
  await enablePixels(sandbox);
  await page.goto('/m/home');
  await expect.poll(async () => probesOf(await pixelHits(sandbox)).length).toBe(5);
  const event = (eventID: string) => ({
    type: 'wps-pixels',
    kind: 'event',
    name: 'login',
    eventID,
    clickIds: {},
  });
  // From the frame's own origin (as another document there would): not the app's, ignored.
  await (await pixelFrame(page)).evaluate((forged) => postMessage(forged, '*'), event('forged-1'));
  // From the app's page, to the frame's origin: taken.
  await page.evaluate(
    ([genuine, origin]) =>
      document
        .querySelector<HTMLIFrameElement>('iframe[data-pixel-frame]')
        ?.contentWindow?.postMessage(genuine, origin as string),
    [event('genuine-1'), pixelOrigin(sandbox.url)] as const,
  );
  await expect
    .poll(async () => (await pixelHits(sandbox)).filter((h) => eventIdOf(h) === 'genuine-1').length)
    .toBe(PIXEL_NETWORKS.length);
  const forged = (await pixelHits(sandbox)).filter((h) => eventIdOf(h) === 'forged-1');
  expect(forged).toEqual([]);
});
