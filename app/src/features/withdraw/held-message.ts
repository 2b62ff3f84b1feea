/**
 * A withdrawal to an account added less than 24 hours ago is held (contract "Step-up"): the
 * player reads why and from when, the date and time as their language writes them.
 */
import * as v from 'valibot';
import { accountHeldSchema, WalletErrorCode } from '@wps/contract/wallet';
import { isApiError } from '../../lib/api/errors';
import { formatDate } from '../../lib/i18n/format';
import type { Translate } from '../../lib/i18n/i18n';
import type { Language } from '../../lib/i18n/languages';

export function heldMessage(
  error: unknown,
  t: Translate,
  language: Language | null,
): string | undefined {
  if (!isApiError(error) || error.errorCode !== WalletErrorCode.accountHeld) return undefined;
  const held = v.safeParse(accountHeldSchema, error.value);
  if (!held.success) return t('withdraw.error.heldSoon');
  return t('withdraw.error.held', {
    time: formatDate(language, held.output.heldUntil, { dateStyle: 'medium', timeStyle: 'short' }),
  });
}
