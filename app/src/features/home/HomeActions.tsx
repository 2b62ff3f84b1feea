/**
 * Home buttons (spec §6): register for guests only; member benefits when logged in and the VIP
 * label shows benefits (clubLabel type AUTO); invite friends only when referral is available;
 * the app download wherever the app is offered (not in the native app, an installed web app or
 * app mode: domains/app-download), through the same flow as the bar and the go-button.
 */
import { useAppOffer } from '../../domains/app-download/useAppOffer';
import { useReferralButton } from '../../domains/content/useReferralButton';
import { useI18n } from '../../lib/i18n/i18n';
import { useMemberInfo } from '../../domains/member/member-info';
import { authDialog } from '../../lib/overlays/auth-dialog';
import { Paths } from '../../lib/router/paths';
import { useSession } from '../../lib/session/store';
import { AppLink } from '../../ui/AppLink';

export function HomeActions() {
  const { t } = useI18n();
  const { session } = useSession();
  const info = useMemberInfo(session?.token ?? null);
  const referral = useReferralButton();
  const app = useAppOffer();
  const vipBenefits = !!session && info.data?.clubLabel?.type === 'AUTO';

  return (
    <div className="home-actions">
      {session ? null : (
        // The registration modal keeps the guest on the home page (spec §2).
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => authDialog.open('register')}
        >
          {t('header.register')}
        </button>
      )}
      {vipBenefits ? (
        <AppLink className="btn btn-secondary" to={Paths.benefits}>
          {t('home.benefits')}
        </AppLink>
      ) : null}
      {referral.available ? (
        <button type="button" className="btn btn-secondary" onClick={referral.press}>
          {t('home.invite')}
        </button>
      ) : null}
      {app.offered ? (
        <button type="button" className="btn btn-secondary" onClick={app.start}>
          {t('appDownload.homeButton')}
        </button>
      ) : null}
    </div>
  );
}
