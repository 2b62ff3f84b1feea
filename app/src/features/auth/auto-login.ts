/**
 * Auto-login with the remembered login (spec §4), loaded lazily by the shell only when its
 * conditions hold. Success starts the session where the player is; login.cred.err and
 * not.exists.user forget the remembered login; token_ip_different turns auto-login off; other
 * failures (two-factor required among them) leave the player to log in by hand, silently.
 */
import { requestMerchant } from '../../lib/api/context';
import { isApiError } from '../../lib/api/errors';
import { deviceId } from '../../lib/device/device-id';
import { loginDeviceOf, readLaunchSignals, isOfficialApp } from '../../lib/device/launch-context';
import { forgetLogin, reactToLoginFailure } from '../../domains/remembered-login/record';
import { unsealPassword } from '../../domains/remembered-login/remembered-login';
import { sessionFrom } from '../../domains/account/logged-in';
import { sessionStore } from '../../lib/session/store';
import type { RememberedLogin } from '../../lib/storage/keys';
import { login } from '../../domains/account/login-call';

export async function autoLogin(record: RememberedLogin): Promise<boolean> {
  const password = await unsealPassword(record);
  if (!password) {
    forgetLogin();
    return false;
  }
  const device = loginDeviceOf(readLaunchSignals());
  try {
    const value = await login({
      username: record.username,
      password,
      type: 'username',
      loginDeviceId: deviceId(),
      isOfficialAppLogin: isOfficialApp(),
      ...(device ? { device } : {}),
    });
    sessionStore.dispatch({
      type: 'loggedIn',
      session: sessionFrom(value, requestMerchant() ?? record.merchant),
    });
    return true;
  } catch (error) {
    reactToLoginFailure(isApiError(error) ? error.errorCode : undefined);
    return false;
  }
}
