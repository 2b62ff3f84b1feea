/**
 * A member's safer-gambling state: limits with what is used and pending, the
 * reality-check interval and the break in force. Authorized; read by the responsible-gaming
 * page, the reality check and the hosts that must stay quiet during a break.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  SaferGamblingApi,
  saferGamblingStateSchema,
  type SaferGamblingState,
} from '@wps/contract/safer-gambling';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { request } from '../../lib/api/request';
import { useSession } from '../../lib/session/store';
import { offersSaferGambling, saferGamblingKeys, useSaferGamblingSettings } from './settings';

export const saferGamblingStateCall = defineCall({
  method: 'GET',
  path: SaferGamblingApi.state,
  auth: true,
  value: saferGamblingStateSchema,
});

export function saferGamblingStateQuery(token: string) {
  return queryOptions({
    queryKey: saferGamblingKeys.state(token),
    queryFn: () => request(saferGamblingStateCall, { alert: false }),
    staleTime: CacheTime.short,
  });
}

/** The member's state, asked only when the site offers a tool and someone is logged in. */
export function useSaferGamblingState() {
  const session = useSession();
  const token = session.session?.token ?? '';
  const offered = offersSaferGambling(useSaferGamblingSettings().data);
  return useQuery({ ...saferGamblingStateQuery(token), enabled: offered && !!token });
}

/** After a change the server answers the whole new state: it replaces the cached one. */
export function stateChanged(client: QueryClient, token: string, state: SaferGamblingState) {
  client.setQueryData(saferGamblingKeys.state(token), state);
}

/**
 * True while a time-out or self-exclusion is in force. Marketing overlays (announcement popup,
 * download prompt, push prompt) ask this and stay away: no nudging a player who said stop.
 * Undefined while it is not known yet, so a host can wait rather than flash a popup.
 */
export function useOnBreak(): boolean | undefined {
  const settings = useSaferGamblingSettings();
  const session = useSession();
  const state = useSaferGamblingState();
  if (session.status !== 'member') return false;
  if (settings.isError) return false;
  if (!settings.data) return undefined;
  // A break set before the site turned its tools off still binds at the server (refusals);
  // the overlays then follow the site's choice to show nothing of it.
  if (!offersSaferGambling(settings.data)) return false;
  if (state.isError) return false;
  if (!state.data) return undefined;
  return isOnBreak(state.data);
}

/** A break is in force until its end (null: indefinite), judged by the server's clock. */
export function isOnBreak(state: SaferGamblingState): boolean {
  const b = state.activeBreak;
  if (!b) return false;
  return b.endsAt === null || Date.parse(b.endsAt) > Date.parse(state.now);
}
