/**
 * A browser fingerprint for the device id (spec §5): stable signals only (no canvas or audio
 * probing), hashed with MD5 and shaped 8-4-4-4-12. MD5 comes from crypto-js, already shipped for
 * the DES of encrypted posts, because WebCrypto has no MD5; a fingerprinting library would add
 * bytes and, for the maintained ones, a non-open licence, for signals the spec does not ask for.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/md5';

export function fingerprintSignals(nav: Navigator, screenInfo: Screen, timeZone: string): string {
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.hardwareConcurrency ?? '',
    (nav as Navigator & { deviceMemory?: number }).deviceMemory ?? '',
    nav.maxTouchPoints ?? '',
    `${screenInfo.width}x${screenInfo.height}x${screenInfo.colorDepth}`,
    timeZone,
  ].join('|');
}

/** MD5 as 32 hex digits, formatted 8-4-4-4-12 (36 characters). */
export function formatAsDeviceId(md5Hex: string): string {
  const h = md5Hex.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export function fingerprintDeviceId(signals: string): string {
  return formatAsDeviceId(CryptoJS.MD5(signals).toString(CryptoJS.enc.Hex));
}
