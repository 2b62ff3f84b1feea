/**
 * What every successful login does (spec §4): store the session, then go to /m/changePsw when
 * a username login must change its password, else to a safe redirect target or /m/home.
 */
import type { LoginType, LoginValue } from '@wps/contract/session';
import { requestMerchant } from '../../lib/api/context';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { afterLoginPath } from '../../lib/router/safe-redirect';
import { sessionFrom } from '../../domains/account/logged-in';
import { sessionStore } from '../../lib/session/store';
import { useSiteStatus } from '../../domains/site/status';
import { mustChangePassword } from './forced-password-change';

export function useCompleteLogin(type: LoginType): (value: LoginValue) => void {
  const navigate = useAppNavigate();
  const forceOnExpiry = useSiteStatus().data?.whitelabelVal.PWDEXPFORCECHANGE3 === true;
  return (value) => {
    sessionStore.dispatch({
      type: 'loggedIn',
      session: sessionFrom(value, requestMerchant() ?? ''),
    });
    void import('../../domains/tracking/track').then((m) => m.recordLoginEvent(value.id));
    if (mustChangePassword(type, value, forceOnExpiry)) {
      return navigate(Paths.changePassword, { replace: true });
    }
    navigate(afterLoginPath(location.search, location.origin, Paths.home), { replace: true });
  };
}
