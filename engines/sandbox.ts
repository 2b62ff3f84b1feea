/**
 * One sandbox per engine (own port, own database), serving the built app, and its control API
 * (contract §5): every journey starts from a reset, with the seeded popups and the top download
 * bar switched off as in the Playwright fixtures (e2e/support/fixtures.ts) unless it asks.
 */
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAFER_GAMBLING_OFF } from '@wps/contract/safer-gambling-presets';
import { Demo, SandboxApi } from '@wps/contract/paths';
import { SandboxMoneyApi, type Withdrawal } from '@wps/contract/money';
import { startSandbox } from '../sandbox/src/start.ts';
import { demoBanners } from '../sandbox/src/seed/content.ts';

const DIST = join(import.meta.dirname, '..', 'app', 'dist');
const CATCH = 'engines-page-errors.js';

/**
 * A copy of the build whose index.html loads page-errors.js before anything else, for WebKit's
 * sake (see that file). Only that tag differs from what players get.
 */
function buildWithErrorCatch(dir: string): string {
  const copy = join(dir, 'dist');
  cpSync(DIST, copy, { recursive: true });
  copyFileSync(join(import.meta.dirname, 'page-errors.js'), join(copy, CATCH));
  const index = join(copy, 'index.html');
  const html = readFileSync(index, 'utf8');
  if (!html.includes('<head>')) throw new Error(`no <head> in ${index}`);
  writeFileSync(index, html.replace('<head>', `<head><script src="/m/${CATCH}"></script>`));
  return copy;
}

export type Control = {
  url: string;
  /** Back to the seeded state; `keep` leaves the seeded popups or the download bar on. */
  reset(keep?: { popups?: boolean; downloadBar?: boolean }): Promise<void>;
  patchMerchant(patch: Record<string, unknown>): Promise<void>;
  setFaults(faults: Record<string, unknown>[]): Promise<void>;
  /** The paths of the /wps requests the sandbox has answered since the reset, in order. */
  requestedPaths(): Promise<string[]>;
  withdrawals(): Promise<Withdrawal[]>;
  approveWithdrawal(id: string): Promise<void>;
  close(): Promise<void>;
};

export async function startEngineSandbox(): Promise<Control> {
  const dir = mkdtempSync(join(tmpdir(), 'wps-engines-'));
  const running = await startSandbox({
    dbFile: join(dir, 'sandbox.sqlite'),
    appDir: buildWithErrorCatch(dir),
    controlApi: 'loopback',
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(running.url + path, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status}`);
    return response.json() as Promise<{ value: unknown }>;
  };
  const patchMerchant = async (patch: Record<string, unknown>) => {
    await call('PATCH', SandboxApi.merchant(Demo.merchant), patch);
  };
  return {
    url: running.url,
    reset: async (keep = {}) => {
      await call('POST', SandboxApi.reset);
      await patchMerchant({
        ...(keep.popups
          ? {}
          : {
              announcements: [],
              banners: demoBanners.filter((banner) => banner.groupName === 'm_home'),
            }),
        ...(keep.downloadBar ? {} : { status: { hideDownloadBar: true } }),
        // The journeys meet the spec's plain product, as the Playwright tests do (the demo
        // site is seeded with the Malta safer-gambling preset for `npm start`).
        saferGambling: { ...SAFER_GAMBLING_OFF, timeZone: 'Asia/Manila' },
      });
    },
    patchMerchant,
    setFaults: async (faults) => {
      await call('PUT', SandboxApi.faults, faults);
    },
    requestedPaths: async () =>
      ((await call('GET', SandboxApi.requests)).value as { path: string }[]).map((r) => r.path),
    withdrawals: async () => (await call('GET', SandboxMoneyApi.withdrawals)).value as Withdrawal[],
    approveWithdrawal: async (id) => {
      await call('POST', SandboxMoneyApi.approve(id), {});
    },
    close: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
