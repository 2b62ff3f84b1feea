// @vitest-environment jsdom
/**
 * One update check and its refresh, without a service worker (jsdom has none, so the worker
 * step is skipped): the popup once a build, the 5 s loading toast and the 200 ms delay of the
 * reload, its target, and the guard (spec §4, §9).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UpdateCheck from './update-check';
import type { NoticeSpec, overlays as Overlays } from '../../lib/overlays/overlays';

type Check = typeof UpdateCheck;

let manifests: Record<string, string | null>;
let check: Check;
let overlays: typeof Overlays;
let hidden = false;

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  hidden = false;
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  manifests = { '/m/asset-manifest.json': '{"files":{"a":"1"}}' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const text = manifests[url.split('?')[0] ?? ''] ?? null;
      return text === null ? new Response('', { status: 404 }) : new Response(text);
    }),
  );
  check = await import('./update-check');
  overlays = (await import('../../lib/overlays/overlays')).overlays;
  vi.spyOn(check.navigation, 'reload').mockImplementation(() => undefined);
  vi.spyOn(check.navigation, 'assign').mockImplementation(() => undefined);
  history.replaceState(null, '', '/m/home');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const notices = () => overlays.get().notices;
const popup = () => notices().find((n) => n.id === 'pwa-update') as NoticeSpec | undefined;

async function newBuild(name: string) {
  manifests['/m/asset-manifest.json'] = `{"files":{"a":"${name}"}}`;
  await check.checkForUpdate();
}

describe('checkForUpdate', () => {
  it('a first visit stores the hash and shows nothing; a new build shows the popup once', async () => {
    await check.checkForUpdate();
    expect(localStorage.getItem('pwa_asset_hash')).toMatch(/^[\da-f]{8}$/);
    expect(popup()).toBeUndefined();
    await check.checkForUpdate();
    expect(popup()).toBeUndefined();

    await newBuild('2');
    expect(popup()).toMatchObject({ title: { key: 'pwaUpdate.title' } });
    await check.checkForUpdate();
    expect(notices()).toHaveLength(1);
  });

  it('the /mobile/mc manifest counts too (its 404 as empty)', async () => {
    await check.checkForUpdate();
    manifests['/mobile/mc/asset-manifest.json'] = '{}';
    await check.checkForUpdate();
    expect(popup()).toBeDefined();
  });

  it('asks for both manifests with a timestamp parameter, past every cache (spec §7)', async () => {
    vi.setSystemTime(1_795_000_000_000);
    await check.checkForUpdate();
    const asked = vi.mocked(fetch).mock.calls.map(([url, init]) => [url, init?.cache]);
    expect(asked).toEqual([
      ['/m/asset-manifest.json?t=1795000000000', 'no-store'],
      ['/mobile/mc/asset-manifest.json?t=1795000000000', 'no-store'],
    ]);
  });

  it('a failed manifest skips the check: nothing stored, nothing shown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await check.checkForUpdate();
    expect(localStorage.getItem('pwa_asset_hash')).toBeNull();
  });
});

describe('refresh', () => {
  async function refresh(path: string) {
    history.replaceState(null, '', path);
    await check.checkForUpdate();
    await newBuild('2');
    const notice = popup()!;
    overlays.close(overlays.get().notices[0]!.uid);
    notice.onConfirm?.();
  }

  it('shows the loading toast for 5 s and reloads in place after 200 ms', async () => {
    await refresh('/m/game');
    expect(overlays.get().loading).toMatchObject({ durationMs: 5000 });
    vi.advanceTimersByTime(199);
    expect(check.navigation.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check.navigation.reload).toHaveBeenCalledTimes(1);
    expect(check.navigation.assign).not.toHaveBeenCalled();
  });

  it('goes to /m/home from any other page', async () => {
    await refresh('/m/voucherCenter');
    vi.advanceTimersByTime(200);
    expect(check.navigation.assign).toHaveBeenCalledWith('/m/home');
    expect(check.navigation.reload).not.toHaveBeenCalled();
  });

  it('never reloads twice for one version', async () => {
    await refresh('/m/home');
    vi.advanceTimersByTime(200);
    expect(check.navigation.reload).toHaveBeenCalledTimes(1);
    // The reloaded page (the same tab's sessionStorage) has lost the stored hash to an older
    // one: the same build asks again, and its refresh does not reload.
    vi.resetModules();
    const page = await import('./update-check');
    overlays = (await import('../../lib/overlays/overlays')).overlays;
    const reload = vi.spyOn(page.navigation, 'reload').mockImplementation(() => undefined);
    localStorage.setItem('pwa_asset_hash', '00000000');
    await page.checkForUpdate();
    const notice = popup();
    expect(notice).toBeDefined();
    notice?.onConfirm?.();
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads a hidden tab, even one hidden within the 200 ms', async () => {
    await refresh('/m/home');
    hidden = true;
    vi.advanceTimersByTime(200);
    expect(check.navigation.reload).not.toHaveBeenCalled();
    expect(overlays.get().loading).toBeNull();
  });
});
