/**
 * What the player reads when the server refuses a deposit, a voucher or a game launch for a
 * safer-gambling reason: which limit binds, what is left and when it starts over, or
 * the break and its end. The figures come from the refusal itself (`value`), never from what the
 * form believed: the server knows better. A refusal whose value does not parse falls back to the
 * server's own message, so garbage never shows a wrong figure. The formatters are in
 * ./refusal-format.ts: a page that only may meet a refusal loads this module (and its schemas)
 * when one comes.
 */
import * as v from 'valibot';
import {
  activeBreakSchema,
  limitRefusalSchema,
  SaferGamblingErrorCode,
} from '@wps/contract/safer-gambling';
import { isApiError } from '../../lib/api/errors';
import type { Translate } from '../../lib/i18n/i18n';
import type { RefusalFormat } from './refusal-format';

/** The explanation of a safer-gambling refusal; null when `error` is not one. */
export function saferGamblingRefusal(
  error: unknown,
  t: Translate,
  format: RefusalFormat,
): string | null {
  if (!isApiError(error)) return null;
  const code = error.errorCode;
  if (code === SaferGamblingErrorCode.depositLimit || code === SaferGamblingErrorCode.lossLimit) {
    const refusal = v.safeParse(limitRefusalSchema, error.value);
    if (!refusal.success) return error.serverMessage ?? t('rg.refused.limitUnknown');
    const vars = {
      amount: format.money(refusal.output.remainingMinor),
      time: format.time(refusal.output.resetsAt),
    };
    return code === SaferGamblingErrorCode.depositLimit
      ? t('rg.refused.depositLimit', vars)
      : t('rg.refused.lossLimit', vars);
  }
  if (code === SaferGamblingErrorCode.breakActive) {
    const found = v.safeParse(activeBreakSchema, error.value);
    if (!found.success) return error.serverMessage ?? t('rg.refused.breakUnknown');
    const { kind, endsAt } = found.output;
    if (endsAt === null) return t('rg.refused.selfExclusionIndefinite');
    const time = format.time(endsAt);
    return kind === 'TIME_OUT'
      ? t('rg.refused.timeOut', { time })
      : t('rg.refused.selfExclusion', { time });
  }
  if (code === SaferGamblingErrorCode.toolOff) return t('rg.refused.toolOff');
  return null;
}
