/**
 * What the responsible-gaming page shows and says, as pure functions of the settings and the
 * server's state: which sections the site's tools allow, and when a limit change takes effect.
 * The timing comes from the contract's own `changeLimit`, the rule the server applies, so the
 * page never promises "at once" for a change the server keeps for 24 hours.
 */
import type {
  LimitKind,
  LimitState,
  SaferGamblingSettings,
  SaferGamblingState,
} from '@wps/contract/safer-gambling';
import { changeLimit } from '@wps/contract/safer-gambling-rules';

export type Sections = {
  /** The kinds of limit offered, in the order the server lists them. */
  limitKinds: LimitKind[];
  realityCheck: boolean;
  timeOut: boolean;
  selfExclusion: boolean;
};

/** Each section only when its tool is on; the help part is always there. */
export function visibleSections(settings: SaferGamblingSettings): Sections {
  const { tools } = settings;
  const limitKinds: LimitKind[] = [];
  if (tools.depositLimits) limitKinds.push('DEPOSIT');
  if (tools.lossLimits) limitKinds.push('LOSS');
  if (tools.sessionTimeLimits) limitKinds.push('SESSION_TIME');
  return {
    limitKinds,
    // A reality check with no interval offered has nothing to choose from.
    realityCheck: tools.realityCheck && settings.realityCheck.intervalsMinutes.length > 0,
    timeOut: tools.timeOut,
    selfExclusion: tools.selfExclusion,
  };
}

/** Whether any member tool shows (a guest is then offered the log-in link). */
export function hasTools(sections: Sections): boolean {
  return (
    sections.limitKinds.length > 0 ||
    sections.realityCheck ||
    sections.timeOut ||
    sections.selfExclusion
  );
}

/** The limits of the offered kinds, as the server listed them. */
export function shownLimits(state: SaferGamblingState, kinds: LimitKind[]): LimitState[] {
  return state.limits.filter((limit) => kinds.includes(limit.kind));
}

/** When a change would apply: 'now', after the cooling-off (`at`, epoch ms), or nothing to do. */
export type Timing = { when: 'now' } | { when: 'later'; at: number } | { when: 'none' };

/** What asking for `requested` (null: no limit) would do to `limit` at the server's `now`. */
export function plannedChange(limit: LimitState, requested: number | null, now: string): Timing {
  if (limit.value === null && requested === null) return { when: 'none' };
  const stored = {
    value: limit.value,
    pending: limit.pending && {
      value: limit.pending.value,
      effectiveAt: Date.parse(limit.pending.effectiveAt),
    },
  };
  const next = changeLimit(stored, requested, Date.parse(now));
  return next.pending ? { when: 'later', at: next.pending.effectiveAt } : { when: 'now' };
}

/** What the server's answer says of a limit just changed: applied now or waiting until `at`. */
export function outcomeOf(limit: LimitState): Timing {
  return limit.pending
    ? { when: 'later', at: Date.parse(limit.pending.effectiveAt) }
    : { when: 'now' };
}

/** The limit the server's new state holds for the same kind and period. */
export function sameLimit(state: SaferGamblingState, limit: LimitState): LimitState | undefined {
  return state.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
}
