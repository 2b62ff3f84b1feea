/** The member's passkeys (GET /wps/passkeys), refreshed after an add or a removal. */
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request';
import { passkeyListCall } from './passkey-calls';

export const passkeyKeys = {
  all: ['passkeys'] as const,
  list: (token: string) => [...passkeyKeys.all, 'list', token] as const,
};

export function usePasskeyList(token: string | null) {
  return useQuery({
    queryKey: passkeyKeys.list(token ?? ''),
    queryFn: () => request(passkeyListCall, { alert: false }),
    enabled: !!token,
  });
}
