/** GET /wps/system/domainRoute (contract §3): the operator's lines and customer service. */
import * as v from 'valibot';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';
import { Timeout } from '../../../lib/api/timeouts';

export const domainRouteCall = defineCall({
  method: 'GET',
  path: '/wps/system/domainRoute',
  timeoutMs: Timeout.domainCheck,
  value: v.object({
    domainList: v.optional(v.array(v.object({ domainName: v.string() })), []),
  }),
});

/** The site is unreachable already: a failure here is shown as lines that did not answer. */
export function fetchDomainList(): Promise<string[]> {
  return request(domainRouteCall, { alert: false }).then((value) =>
    value.domainList.map((entry) => entry.domainName),
  );
}
