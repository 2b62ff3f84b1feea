/**
 * How a social sign-in goes (spec §4, §5): through the native shell's bridge, through the
 * provider's popup or redirect, or not at all ('coming_soon' for twitter and line on Android
 * without the shell's OAuth bridge). A pure decision over the user agent and the bridge.
 */
import type { FirebaseChannel } from '@wps/contract/auth';

export type SocialRoute = 'native' | 'coming-soon' | 'popup' | 'redirect';

export type RouteSignals = {
  userAgent: string;
  /** The native shell's bridge, when there is one: can it sign in with this channel? */
  bridge: { supports(channel: FirebaseChannel): boolean } | null;
};

const OAUTH_ONLY: readonly FirebaseChannel[] = ['twitter', 'line'];

export function iosMajorVersion(userAgent: string): number | null {
  const match = /(?:iPhone|iPad|iPod).*? OS (\d+)_/.exec(userAgent);
  return match ? Number(match[1]) : null;
}

/** Safari itself, not the other browsers that put "Safari" in their user agent. */
export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) &&
    !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|EdgiOS\/|EdgA?\/|OPR\/|OPiOS\/|Android/.test(userAgent)
  );
}

export function socialRoute(channel: FirebaseChannel, signals: RouteSignals): SocialRoute {
  const { userAgent, bridge } = signals;
  if (bridge) return bridge.supports(channel) ? 'native' : 'coming-soon';
  if (OAUTH_ONLY.includes(channel) && /Android/.test(userAgent)) return 'coming-soon';
  // Popups lose their opener there (spec §4): the redirect flow instead.
  const ios = iosMajorVersion(userAgent);
  if ((ios !== null && ios <= 12) || isSafari(userAgent)) return 'redirect';
  return 'popup';
}
