/**
 * The activity go-button (spec §2): label from the promotion, else 'go activity'; shown for
 * guests and member types 0, 1, 2; each redirect value through domains/content/promotion-redirect.
 */
import type { Promotion } from '@wps/contract/content';
import { useAppOffer } from '../../domains/app-download/useAppOffer';
import { goAction, showsGoButton } from '../../domains/content/promotion-redirect';
import { useFollowDestination, useLinkContext } from '../../domains/content/useDestination';
import { useReferralButton } from '../../domains/content/useReferralButton';
import { useI18n } from '../../lib/i18n/i18n';
import { useMemberInfo } from '../../domains/member/member-info';
import { authDialog } from '../../lib/overlays/auth-dialog';
import { useSession } from '../../lib/session/store';
import { Button } from '../../ui/Button';

export function GoButton({ promotion }: { promotion: Promotion }) {
  const { t } = useI18n();
  const { session } = useSession();
  const info = useMemberInfo(session?.token ?? null);
  const app = useAppOffer();
  const linkContext = useLinkContext();
  const follow = useFollowDestination();
  const referral = useReferralButton();
  const memberType = session ? (info.data?.type ?? session.type ?? 0) : null;
  if (!showsGoButton(promotion, memberType)) return null;

  const press = () => {
    const action = goAction(promotion, { ...linkContext, memberType });
    if (action.kind === 'referral') referral.press();
    else if (action.kind === 'appDownload') app.start();
    else if (action.kind === 'auth') authDialog.open(action.dialog);
    else follow(action);
  };
  return (
    <Button block onClick={press}>
      {promotion.buttonLabel || t('activity.go')}
    </Button>
  );
}
