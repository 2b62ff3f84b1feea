/** The referral button's action (spec §2), shared by home and the activity go-button. */
import { useCallback } from 'react';
import { useMemberInfo } from '../member/member-info';
import { comingSoonToast, overlays } from '../../lib/overlays/overlays';
import { useAppNavigate } from '../../lib/router/navigate';
import { openCustomerService } from '../customer-service/service-request';
import { useSession } from '../../lib/session/store';
import { useAvailablePromotions } from './available-promotions';
import { referralOutcome } from './referral';

export function useReferralButton(): { available: boolean; press: () => void } {
  const { session } = useSession();
  const info = useMemberInfo(session?.token ?? null);
  const promotions = useAvailablePromotions();
  const navigate = useAppNavigate();
  const referral = promotions?.REFERRAL ?? { enabled: false, count: 0 };
  const memberType = info.data?.type ?? session?.type ?? null;

  const press = useCallback(() => {
    const outcome = referralOutcome({
      promotionEnabled: referral.enabled,
      referralAvailable: referral.count > 0,
      loggedIn: !!session,
      memberType,
    });
    if (outcome.kind === 'comingSoon') {
      overlays.open(comingSoonToast());
    } else if (outcome.kind === 'navigate') navigate(outcome.path);
    else openCustomerService();
  }, [referral.enabled, referral.count, session, memberType, navigate]);

  // The button itself shows whenever the site offers referral at all (spec §6).
  return { available: referral.enabled || referral.count > 0, press };
}
