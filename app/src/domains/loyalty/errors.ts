/**
 * The loyalty refusals of contract/src/loyalty.ts in the player's language. Anything else (offline,
 * timeout, a code of another area) reads as the money pages read it: one wording for one failure.
 * points.insufficient is not here: the mall words it with the figures it knows.
 */
import { LoyaltyErrorCode } from '@wps/contract/loyalty';
import { isApiError } from '../../lib/api/errors';
import type { Translate } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { moneyErrorMessage } from '../money/money-post';

const BY_CODE: Record<string, MessageKey> = {
  [LoyaltyErrorCode.rewardsDisabled]: 'rewards.notOffered',
  [LoyaltyErrorCode.rewardNotFound]: 'rewards.error.notFound',
  [LoyaltyErrorCode.rewardClaimed]: 'rewards.error.claimed',
  [LoyaltyErrorCode.rewardExpired]: 'rewards.error.expired',
  [LoyaltyErrorCode.missionNotFound]: 'missions.error.notFound',
  [LoyaltyErrorCode.missionNotComplete]: 'missions.error.notComplete',
  [LoyaltyErrorCode.missionClaimed]: 'missions.error.claimed',
  [LoyaltyErrorCode.itemNotFound]: 'mall.error.notFound',
  [LoyaltyErrorCode.outOfStock]: 'mall.error.outOfStock',
};

/** The error code of a refusal, or undefined for any other failure. */
export function loyaltyErrorCode(error: unknown): string | undefined {
  return isApiError(error) && error.kind === 'failure' ? error.errorCode : undefined;
}

export function loyaltyErrorMessage(error: unknown, t: Translate): string {
  const key = BY_CODE[loyaltyErrorCode(error) ?? ''];
  return key ? t(key) : moneyErrorMessage(error, t);
}
