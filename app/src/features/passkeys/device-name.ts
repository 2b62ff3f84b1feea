/**
 * The name a new passkey is listed under: this device's system and browser, as the player knows
 * them ("Android · Chrome"). Proper names, so the same in every language.
 */
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

const BROWSERS: readonly [RegExp, string][] = [
  [/SamsungBrowser/, 'Samsung Internet'],
  [/EdgA?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox|FxiOS/, 'Firefox'],
  [/Chrome|CriOS/, 'Chrome'],
  [/Safari/, 'Safari'],
];

const first = (list: readonly [RegExp, string][], ua: string) =>
  list.find(([pattern]) => pattern.test(ua))?.[1];

export function deviceName(ua: string = navigator.userAgent): string {
  const names = [first(SYSTEMS, ua), first(BROWSERS, ua)].filter(Boolean);
  return names.length > 0 ? names.join(' · ') : 'Passkey';
}
