/**
 * The lottery launch of /m/launchGame (spec §2, §3, §9): `prize_mode` or `vendor`, `code` (the
 * lobby or a node id) and `backUrl` from the address bar become the launch fields, with the
 * lottery defaults (area VN, device MOBILE, launch mode LOTT, lotto mode SEA_Tradition_Mobile).
 * backUrl is honoured only for a same-origin /m/ path; anything else leads home.
 */
import { LotteryDefaults, type GameLaunchQuery } from '@wps/contract/games';
import { Paths } from '../../lib/router/paths';
import { safeInternalPath } from '../../lib/router/safe-redirect';

export const LOBBY_CODE = 'lobby';

export type LotteryLaunch = { query: GameLaunchQuery; back: string; title: string | undefined };

export function lotteryLaunch(
  search: string,
  origin: string,
  language: string,
  labelName?: string,
): LotteryLaunch {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || undefined;
  const code = value('code');
  const hasLobby = code === undefined || code.toLowerCase() === LOBBY_CODE;
  const back = safeInternalPath(params.get('backUrl'), origin) ?? Paths.home;
  const title = value('title');
  return {
    back,
    title,
    query: {
      lottoArea: LotteryDefaults.lottoArea,
      device: LotteryDefaults.device,
      launchMode: LotteryDefaults.launchMode,
      lottoMode: LotteryDefaults.lottoMode,
      lottoPrizeMode: value('prize_mode'),
      vendor: value('vendor'),
      lottoGameCode: hasLobby ? undefined : code,
      lottoView: value('view'),
      hasLobby,
      backUrl: origin + back,
      language,
      title,
      labelName,
    },
  };
}
