/**
 * POST /wps/session/logout (contract §3), authorized, and the end of the local session: the
 * member page's button and the safer-gambling flows (the reality check's 'leave', a session-time
 * limit reached) log out the same way.
 */
import * as v from 'valibot';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../../lib/api/call';
import { request } from '../../lib/api/request';
import { memberKeys } from '../member/member-info';
import { forgetLogin } from '../remembered-login/record';
import { sessionStore } from '../../lib/session/store';

export const logoutCall = defineCall({
  method: 'POST',
  path: Api.logout,
  auth: true,
  value: v.unknown(),
});

/**
 * Logging out must end the local session even when the server is unreachable. The push token is
 * unsubscribed first, while the session still authorizes it (spec §4); that code is a chunk of
 * its own, so the pages that can log out (member, safer session) carry none of it.
 */
export async function logout(): Promise<unknown> {
  await import('../push/logout')
    .then((push) => push.unsubscribePushOnLogout())
    .catch(() => undefined);
  return request(logoutCall, { body: {}, alert: false });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

/**
 * Ends the local session whatever the server answered: a player who logs out is out, and stays
 * out (no auto-login with the remembered password). The caller navigates.
 */
export function endLocalSession(queryClient: QueryClient): void {
  forgetLogin();
  sessionStore.dispatch({ type: 'loggedOut' });
  queryClient.removeQueries({ queryKey: memberKeys.all });
}

/** Logs out at the server, then locally. */
export async function logOutNow(queryClient: QueryClient): Promise<void> {
  await logout().catch(() => undefined);
  endLocalSession(queryClient);
}
