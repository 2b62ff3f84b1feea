import { describe, expect, it } from 'vitest';
import {
  isOfficialApp,
  loginDeviceOf,
  registerMethodOf,
  type LaunchSignals,
} from './launch-context';

const base: LaunchSignals = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  nativeBridge: false,
  iosStandalone: false,
  displayStandalone: false,
};

describe('launch context (spec §3)', () => {
  it.each<[string, Partial<LaunchSignals>, string, string]>([
    ['browser tab', {}, 'H5', ''],
    ['native shell', { nativeBridge: true }, 'APP', ''],
    [
      'iOS web clip (flag 1)',
      { iosStandalone: true, webClip: true, userAgent: 'Mozilla/5.0 (iPhone)' },
      'WEBCLIP',
      'WEBCLIP',
    ],
    // Spec §4: the web-clip flag decides, not the platform's standalone signal.
    [
      'iOS installed web app (flag 0)',
      { iosStandalone: true, webClip: false, userAgent: 'Mozilla/5.0 (iPhone)' },
      'PWA',
      'PWA',
    ],
    ['installed PWA', { displayStandalone: true }, 'PWA', 'PWA'],
    [
      'Android standalone with flag 1',
      { displayStandalone: true, webClip: true },
      'WEBCLIP',
      'WEBCLIP',
    ],
    ['flag 1 left from before, now a tab', { webClip: true }, 'H5', ''],
    ['iPad in a tab', { userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)' }, 'H5', 'IPAD'],
  ])('%s → registerMethod %s, Device %s', (_name, signals, method, device) => {
    const s = { ...base, ...signals };
    expect(registerMethodOf(s)).toBe(method);
    expect(loginDeviceOf(s)).toBe(device);
    // isOfficialAppLogin: only the operator's native shell (spec §3).
    expect(isOfficialApp(s)).toBe(method === 'APP');
  });
});
