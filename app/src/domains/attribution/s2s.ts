/**
 * The native shell hands over its ad-attribution ids (s2s_info, spec §3) by calling
 * window.setS2SInfo with an object or its JSON. Only the known keys with string values are kept.
 */
import type { S2SInfo, S2SKey } from '../../lib/storage/keys';
import { writeStored } from '../../lib/storage/storage';

/** Ad-attribution ids from the native shell (spec §3). */
export const S2S_KEYS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'afAdvertisingId',
  'afOaid',
  'idfa',
  'idfv',
] as const satisfies readonly S2SKey[];

export function parseS2SInfo(raw: unknown): S2SInfo | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const info: S2SInfo = {};
  for (const key of S2S_KEYS) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string' && field.trim()) info[key] = field.trim();
  }
  return Object.keys(info).length ? info : null;
}

declare global {
  interface Window {
    setS2SInfo?: (info: unknown) => boolean;
  }
}

export function installS2SBridge(): void {
  window.setS2SInfo = (raw) => {
    const info = parseS2SInfo(raw);
    if (info) writeStored('s2s_info', info);
    return info !== null;
  };
}
