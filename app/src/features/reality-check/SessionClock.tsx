/**
 * The elapsed session time in the header, while the site offers reality checks or
 * session-time limits: the member sees how long this session has lasted without asking. Drawn
 * by the session host (after the first paint) into the header's slot, so the header carries no
 * code of it: nothing weighs on the first paint.
 */
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../lib/i18n/i18n';
import { formatElapsed } from '../../domains/safer-gambling/session-rules';
import { useSaferGamblingSettings } from '../../domains/safer-gambling/settings';
import { sessionStore } from '../../lib/session/store';
import { SESSION_CLOCK_SLOT } from '../../ui/header-slots';
import { useSessionState } from './useSessionState';
import { useTicker } from './useWakeAt';
import './reality-check.css';

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

// The slot comes and goes with the member's session; React reads it again after each commit.
const findSlot = () => document.getElementById(SESSION_CLOCK_SLOT);
const noSlot = () => null;

export function SessionClock() {
  const tools = useSaferGamblingSettings().data?.tools;
  const { state, skew } = useSessionState();
  const slot = useSyncExternalStore(sessionStore.subscribe, findSlot, noSlot);
  if (!tools || !(tools.realityCheck || tools.sessionTimeLimits) || !state || !slot) return null;
  return createPortal(<Clock startedAt={Date.parse(state.session.startedAt)} skew={skew} />, slot);
}
