/**
 * The elapsed session time in the header (issue 17), while the site offers reality checks or
 * session-time limits: the member sees how long this session has lasted without asking. A lazy
 * chunk of its own, loaded for members only: nothing of it weighs on the first paint.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { formatElapsed } from '../../lib/safer-gambling/session-rules';
import { useSaferGamblingSettings } from '../../lib/safer-gambling/settings';
import { useSessionState } from './useSessionState';
import { useTicker } from './useWakeAt';
import './safer-session.css';

function Clock({ startedAt, skew }: { startedAt: number; skew: number }) {
  const { t } = useI18n();
  const now = useTicker(1000);
  const elapsed = formatElapsed(now + skew - startedAt);
  return (
    <span className="header-session-clock" role="timer" aria-label={t('rg.session.clock')}>
      <span dir="ltr">{elapsed}</span>
    </span>
  );
}

export default function SessionClock() {
  const tools = useSaferGamblingSettings().data?.tools;
  const { state, skew } = useSessionState();
  if (!tools || !(tools.realityCheck || tools.sessionTimeLimits) || !state) return null;
  return <Clock startedAt={Date.parse(state.session.startedAt)} skew={skew} />;
}
