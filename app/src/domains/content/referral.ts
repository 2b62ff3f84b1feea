/** The referral button (spec §2): coming soon, agent registration, invite friends or support. */
import { Paths } from '../../lib/router/paths';

export type ReferralOutcome =
  { kind: 'comingSoon' } | { kind: 'navigate'; path: string } | { kind: 'customerService' };

export type ReferralContext = {
  /** The back office's referral promotion (availablePromotions.REFERRAL.enabled). */
  promotionEnabled: boolean;
  /** Referral offered at all (availablePromotions.REFERRAL.count > 0). */
  referralAvailable: boolean;
  loggedIn: boolean;
  memberType: number | null;
};

export const isAgent = (type: number | null) => type === 1 || type === 2;

export function referralOutcome(ctx: ReferralContext): ReferralOutcome {
  if (!ctx.promotionEnabled) return { kind: 'comingSoon' };
  if (ctx.loggedIn && isAgent(ctx.memberType))
    return { kind: 'navigate', path: Paths.agentRegister };
  if (ctx.referralAvailable) return { kind: 'navigate', path: Paths.inviteFriends };
  return { kind: 'customerService' };
}
