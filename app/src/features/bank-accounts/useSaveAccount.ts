/**
 * Saving a withdrawal account: one post at a time, the translated refusal shown with the form
 * kept, and on success the account summary asked again and the player back on /m/withdraw,
 * where the new account shows masked.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../lib/i18n/i18n';
import { moneyKeys } from '../../domains/money/account-summary';
import { moneyErrorMessage, useOnePost } from '../../domains/money/money-post';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';

export function useSaveAccount(messageFor?: (error: unknown) => string | undefined) {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState('');
  const { busy, run } = useOnePost();

  function save(post: () => Promise<unknown>) {
    void run(async () => {
      setError('');
      try {
        await post();
        await queryClient.invalidateQueries({ queryKey: moneyKeys.all });
        navigate(Paths.withdraw, { replace: true });
      } catch (failure) {
        setError(messageFor?.(failure) ?? moneyErrorMessage(failure, t));
      }
    });
  }
  return { busy, error, save };
}
