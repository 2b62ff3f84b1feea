/** The activity go-button (spec §2): what each redirect value does, for guests and members. */
import type { Promotion } from '@wps/contract/content';
import { Paths } from '../../lib/router/paths';
import { linkDestination, type Destination, type LinkContext } from './destination';

export type GoContext = LinkContext & { memberType: number | null };

/**
 * `auth`: a guest is shown the login or registration modal (spec §2: "the login modal or").
 * `appDownload`: the app-download flow of domains/app-download, the same as the bar's and home's
 * (the platform's link; on iOS without one, the profile with its tips).
 */
export type GoAction =
  | Destination
  | { kind: 'referral' }
  | { kind: 'appDownload' }
  | { kind: 'auth'; dialog: 'login' | 'register' };

/** Redirects that need a session; a guest is asked to log in instead (spec §2). */
const MEMBER_PAGES = {
  DEPOSIT: Paths.voucherCenter,
  REWARD_CENTER: Paths.rewardCenter,
  MISSION: Paths.leaderBoard,
  POINT_MARKET: Paths.mall,
  MEMBER: Paths.benefits,
} as const;

/** Member types 0, 1 and 2 see the button; guests too (they are asked to log in). */
export function showsGoButton(promotion: Promotion, memberType: number | null): boolean {
  if (!promotion.redirect) return false;
  return memberType === null || [0, 1, 2].includes(memberType);
}

export function goAction(promotion: Promotion, ctx: GoContext): GoAction {
  const redirect = promotion.redirect;
  switch (redirect) {
    case undefined:
      return { kind: 'none' };
    case 'APP_DOWNLOAD':
      return { kind: 'appDownload' };
    case 'REGISTER':
      return ctx.session
        ? { kind: 'internal', path: Paths.home }
        : { kind: 'auth', dialog: 'register' };
    case 'INVITE_FRIENDS':
      return { kind: 'referral' };
    case 'REDIRECT_URL':
      return linkDestination(promotion.externalLink, ctx, { addProtocol: true });
    default:
      return ctx.session
        ? { kind: 'internal', path: MEMBER_PAGES[redirect] }
        : { kind: 'auth', dialog: 'login' };
  }
}
