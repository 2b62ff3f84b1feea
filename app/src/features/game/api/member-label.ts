/**
 * The member's VIP label name for the lottery launch's labelName (spec §3), read from
 * GET /wps/member/info. Silent on failure: the launch goes on without a label.
 */
import { memberInfoSchema } from '@wps/contract/member';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

const memberLabelCall = defineCall({
  method: 'GET',
  path: Api.memberInfo,
  auth: true,
  value: memberInfoSchema,
});

export function fetchLabelName(): Promise<string | undefined> {
  return request(memberLabelCall, { alert: false }).then(
    (info) => info.clubLabel?.labelName ?? undefined,
    () => undefined,
  );
}
