/**
 * Saving a withdrawal account: the form checked first, then the player's password again (or
 * the authenticator code) in the step-up dialog over the form, then one post at a time. A
 * refusal of the account shows translated with the form kept; a refusal of the step-up shows
 * in the dialog. On success the account summary is asked again and the player is back on
 * /m/withdraw, where the new account shows masked.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StepUp } from '@wps/contract/step-up';
import { useI18n } from '../../lib/i18n/i18n';
import { isStepUpError } from '../../domains/account/step-up';
import { useStepUp } from '../../domains/account/useStepUp';
import { moneyKeys } from '../../domains/money/account-summary';
import { moneyErrorMessage } from '../../domains/money/money-post';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';

export function useSaveAccount(messageFor?: (error: unknown) => string | undefined) {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState('');
  const stepUp = useStepUp();

  function save(post: (stepUp: StepUp) => Promise<unknown>) {
    setError('');
    stepUp.ask(async (proof) => {
      try {
        await post(proof);
        await queryClient.invalidateQueries({ queryKey: moneyKeys.all });
        navigate(Paths.withdraw, { replace: true });
      } catch (failure) {
        if (isStepUpError(failure)) throw failure;
        setError(messageFor?.(failure) ?? moneyErrorMessage(failure, t));
      }
    });
  }
  return { busy: stepUp.busy, error, save, dialog: stepUp.dialog };
}
