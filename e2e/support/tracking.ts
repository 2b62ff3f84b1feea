/**
 * Tracking checks: the site's pixels switched on in the merchant's settings, what
 * the stand-in pixels received (POST /sandbox-pixel/hit in the request log) and what the event
 * post received (POST /wps/system/collect), and every request the page sent to the pixels'
 * origin (the other loopback name), for what must never be in one.
 */
import type { Frame, Page, Request } from '@playwright/test';
import { PixelStandIn, type PixelNetwork } from '@wps/contract/tracking';
import type { Sandbox } from './fixtures';

export const PIXELS = {
  tid: 'T-16',
  fbPixelId: 'FB-16',
  tiktokPixelId: 'TT-16',
  googleAdsId: 'AW-16',
  kwaiPixelId: 'KW-16',
  bigoPixelId: 'BG-16',
};

export async function enablePixels(sandbox: Sandbox, pixels: Record<string, string> = PIXELS) {
  // The status answers status.pixels with the frame and stand-in scripts (contract tracking).
  const status: Record<string, unknown> = { pixels };
  await sandbox.patchMerchant({ status } as Parameters<Sandbox['patchMerchant']>[0]);
}

/** The other loopback name of the sandbox's origin, where the stand-in pixels are served. */
export function pixelOrigin(url: string): string {
  const origin = new URL(url);
  origin.hostname = origin.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return origin.origin;
}

export type PixelHit = { network: PixelNetwork; call: unknown[]; href: string };
export type CollectedEvent = {
  domain: string;
  affiliateCode: string;
  eventName: string;
  eventValue: Record<string, unknown>;
};

const bodyOf = (entry: unknown) => (entry as { body?: unknown }).body;

export async function pixelHits(sandbox: Sandbox): Promise<PixelHit[]> {
  const hits = (await sandbox.requests()).filter((r) => r.path === PixelStandIn.hit);
  return hits.map((hit) => bodyOf(hit) as PixelHit);
}

export async function collectedEvents(sandbox: Sandbox): Promise<CollectedEvent[]> {
  return (await sandbox.requests())
    .filter((r) => r.method === 'POST' && r.path === '/wps/system/collect')
    .flatMap((r) => {
      // The wire format (contract §3): the body is a JSON string of the events, nothing else.
      const body = bodyOf(r);
      if (typeof body !== 'string') throw new Error(`event post not a JSON string: ${typeof body}`);
      return JSON.parse(body) as CollectedEvent[];
    });
}

/** The event id each network's pixel call for the event carried (Meta, TikTok, Google...). */
export function eventIdOf(hit: PixelHit): string | undefined {
  const text = JSON.stringify(hit.call);
  return /"(?:eventID|event_id)":"([^"]+)"/.exec(text)?.[1];
}

/** Every request the page sends to the pixels' origin, with its headers and body, as text. */
export function recordPixelRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(origin + '/sandbox-pixel')) return;
    seen.push(
      [request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join('\n'),
    );
  });
  return seen;
}

/** The isolated pixel frame the app adds once tracking starts, as a Playwright frame. */
export async function pixelFrame(page: Page): Promise<Frame> {
  const element = await page.locator('iframe[data-pixel-frame]').elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('no pixel frame in the page');
  return frame;
}
