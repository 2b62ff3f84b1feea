/**
 * Runs auto-login once the site status is known (spec §4). The decision reads storage and a pure
 * rule, with no sign-in code: the login code is fetched only when an auto-login will happen.
 */
import { useEffect, useRef } from 'react';
import type { SiteStatus } from '@wps/contract/status';
import { shouldAutoLogin } from '../domains/remembered-login/auto-login-rule';
import { suppressesAutoLogin } from '../lib/router/safe-redirect';
import { sessionStore } from '../lib/session/store';
import { readStored } from '../lib/storage/storage';

export function useAutoLogin(status: SiteStatus | undefined): void {
  const tried = useRef(false);
  useEffect(() => {
    if (!status || tried.current) return;
    tried.current = true;
    const record = readStored('remembered_login');
    const go = shouldAutoLogin({
      record,
      merchant: status.merchantCode,
      autoLogin: readStored('autoLogin'),
      flagOn: status.whitelabelVal.MOBILEAUTOLOGIN3 === true,
      hasSession: sessionStore.get().status === 'member',
      redirectInUrl: suppressesAutoLogin(location.search),
    });
    if (go && record) void import('../features/auth/auto-login').then((m) => m.autoLogin(record));
  }, [status]);
}
