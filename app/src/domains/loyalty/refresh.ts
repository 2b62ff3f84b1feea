/**
 * After a claim or a redemption: every points figure on screen is asked again, and when cash
 * may have moved, the balance and the account summary too (as after a paid deposit), so the
 * header, the member home and the money pages show the new balance without a reload.
 */
import type { QueryClient } from '@tanstack/react-query';
import { moneyKeys } from '../money/account-summary';
import { walletKeys } from '../money/balance';
import { loyaltyKeys } from './keys';

export function refreshAfterLoyaltyPost(queryClient: QueryClient, cash: boolean): void {
  void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
  if (!cash) return;
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
}
