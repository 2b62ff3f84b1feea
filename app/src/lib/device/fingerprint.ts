/**
 * A browser fingerprint for the device id (spec §5): stable signals only (no canvas or audio
 * probing), hashed with MD5 and shaped 8-4-4-4-12. MD5 comes from crypto-js, already shipped for
 * the DES of encrypted posts, because WebCrypto has no MD5; a fingerprinting library would add
 * bytes and, for the maintained ones, a non-open licence, for signals the spec does not ask for.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/md5';

/**
 * The local zone as its UTC offsets in January and July, which also tell its summer-time rule;
 * of a fixed year, so that a zone's later change of rules does not change the id. Not the zone's
 * name: reading it builds the page's first Intl.DateTimeFormat, and ICU's start-up for that costs
 * 40-80 ms on a desktop (4x that on a cheap phone), one long task on a first visit to home, where
 * nothing else formats a date. The offsets cost a tenth of a millisecond.
 */
const ZONE_YEAR = 2024;

export function zoneOffsets(): string {
  const offset = (month: number) => new Date(ZONE_YEAR, month, 1).getTimezoneOffset();
  return `${offset(0)}/${offset(6)}`;
}

export function fingerprintSignals(nav: Navigator, screenInfo: Screen, zone: string): string {
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.hardwareConcurrency ?? '',
    (nav as Navigator & { deviceMemory?: number }).deviceMemory ?? '',
    nav.maxTouchPoints ?? '',
    `${screenInfo.width}x${screenInfo.height}x${screenInfo.colorDepth}`,
    zone,
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
