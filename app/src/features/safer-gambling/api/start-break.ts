/**
 * POST /wps/v2/saferGambling/timeOut {hours} and /selfExclusion {period}, each with `confirm:
 * true` (the page asked twice) and an idempotency key kept across a double tap: the same key and
 * body answer the first state again and start nothing (contract "Safer gambling").
 */
import {
  SaferGamblingApi,
  saferGamblingStateSchema,
  type SaferGamblingState,
  type SelfExclusionPeriod,
} from '@wps/contract/safer-gambling';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

const breakCall = (path: string) =>
  defineCall({ method: 'POST', path, auth: true, value: saferGamblingStateSchema });

export const timeOutCall = breakCall(SaferGamblingApi.timeOut);
export const selfExclusionCall = breakCall(SaferGamblingApi.selfExclusion);

/** What the member chose: a time-out of some days, or a self-exclusion period. */
export type BreakChoice =
  { kind: 'TIME_OUT'; days: number } | { kind: 'SELF_EXCLUSION'; period: SelfExclusionPeriod };

export function startBreak(
  choice: BreakChoice,
  idempotencyKey: string,
): Promise<SaferGamblingState> {
  if (choice.kind === 'TIME_OUT') {
    const body = { hours: choice.days * 24, confirm: true, idempotencyKey };
    return request(timeOutCall, { body, alert: false });
  }
  const body = { period: choice.period, confirm: true, idempotencyKey };
  return request(selfExclusionCall, { body, alert: false });
}
