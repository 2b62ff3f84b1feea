/**
 * The Claim buttons of the reward centre and the missions board. One claim at a time, and one
 * idempotency key per thing claimed until it is claimed: a double tap claims once, and a retry
 * after a lost answer is the same claim. It keeps what the claim paid or why it was refused, and
 * has every figure the claim changed asked again.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../lib/i18n/i18n';
import { useIdempotencyKey, useOnePost } from '../money/money-post';
import { loyaltyErrorCode, loyaltyErrorMessage } from './errors';
import { refreshAfterLoyaltyPost } from './refresh';

export type ClaimOutcome<T> = { claimed: T } | { refusal: string };

export function useClaim<T extends { points: number; cashMinor?: number }>(
  post: (id: string, idempotencyKey: string) => Promise<T>,
) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { busy, run } = useOnePost();
  const idempotency = useIdempotencyKey();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ClaimOutcome<T> | null>(null);
  // Claimed here: its button goes at once, not when the refreshed list arrives.
  const [claimedHere, setClaimedHere] = useState<ReadonlySet<string>>(new Set());

  function claim(id: string) {
    void run(async () => {
      setOutcome(null);
      setClaiming(id);
      try {
        const claimed = await post(id, idempotency.keyFor(id));
        idempotency.done();
        setClaimedHere((ids) => new Set(ids).add(id));
        setOutcome({ claimed });
        refreshAfterLoyaltyPost(queryClient, (claimed.cashMinor ?? 0) > 0);
      } catch (error) {
        setOutcome({ refusal: loyaltyErrorMessage(error, t) });
        // A refusal means the list on screen is out of date: claimed in another tab, say,
        // which paid there, so the balance is asked again too.
        if (loyaltyErrorCode(error)) refreshAfterLoyaltyPost(queryClient, true);
      } finally {
        setClaiming(null);
      }
    });
  }

  const claimed = outcome && 'claimed' in outcome ? outcome.claimed : null;
  const refusal = outcome && 'refusal' in outcome ? outcome.refusal : '';
  return { busy, claiming, claimedHere, claimed, refusal, claim };
}
