/**
 * A member's safer-gambling session, mounted by the shell after the first paint on a
 * site that offers any tool: the warning after each login, the reality check, and the
 * session-time limit, and the session clock in the header. Each runs only when the site offers
 * its tool.
 */
import { useSaferGamblingSettings } from '../../domains/safer-gambling/settings';
import { useSession } from '../../lib/session/store';
import { RealityCheck } from './RealityCheck';
import { SessionClock } from './SessionClock';
import { useLoginWarning } from './useLoginWarning';
import { useSessionLimit } from './useSessionLimit';
import { useSessionState } from './useSessionState';

export default function RealityCheckHost() {
  const settings = useSaferGamblingSettings().data;
  const token = useSession().session?.token ?? '';
  const { state, skew, refetch } = useSessionState();
  // A prefix names the login well enough and keeps the token itself out of sessionStorage.
  const login = token.slice(0, 16);
  useLoginWarning(settings, login);
  useSessionLimit(settings?.tools.sessionTimeLimits === true ? state : undefined, skew);
  const interval = state?.realityCheckMinutes ?? null;
  const checks = settings?.tools.realityCheck && state && interval !== null && login;
  return (
    <>
      <SessionClock />
      {checks ? (
        <RealityCheck
          key={login}
          state={state}
          interval={interval}
          skew={skew}
          login={login}
          waitForGameClose={settings.realityCheck.waitForGameClose}
          refetch={refetch}
        />
      ) : null}
    </>
  );
}
