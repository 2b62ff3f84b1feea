/**
 * The safer-gambling warning after each login (tool `loginWarning`): a notice in the
 * overlay queue, once per login (a new token is a new login; a reload is not).
 */
import { useEffect } from 'react';
import type { SaferGamblingSettings } from '@wps/contract/safer-gambling';
import { overlays } from '../../lib/overlays/overlays';
import { loginMemory } from './login-memory';

export function useLoginWarning(settings: SaferGamblingSettings | undefined, login: string) {
  const on = settings?.tools.loginWarning === true;
  const age = settings?.minimumAge ?? 18;
  useEffect(() => {
    if (!on || !login || loginMemory.warned(login)) return;
    loginMemory.setWarned(login);
    overlays.open({
      kind: 'notice',
      id: 'rg-login-warning',
      title: { key: 'rg.warning.title' },
      message: { key: 'rg.warning.login', vars: { age } },
      confirm: { key: 'rg.warning.ok' },
    });
  }, [on, login, age]);
}
