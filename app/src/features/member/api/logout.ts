/** POST /wps/session/logout (contract §3), authorized. */
import * as v from 'valibot';
import { useMutation } from '@tanstack/react-query';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const logoutCall = defineCall({
  method: 'POST',
  path: Api.logout,
  auth: true,
  value: v.unknown(),
});

/** Logging out must end the local session even when the server is unreachable. */
export function logout(): Promise<unknown> {
  return request(logoutCall, { body: {}, alert: false });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
