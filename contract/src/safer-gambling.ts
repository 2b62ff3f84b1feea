/**
 * Safer gambling: the merchant's player-protection settings, a member's limits,
 * reality-check interval and breaks (time-out, self-exclusion), and the refusals the server
 * answers when a deposit, a voucher or a game launch would break them. Nothing here is in the
 * spec: every shape is the project's decision, written down in contract/README.md "Safer
 * gambling". The arithmetic (periods, cooling-off, what is left) is in
 * ./safer-gambling-rules.ts, the presets in ./safer-gambling-presets.ts.
 *
 * Money is in integer minor units (`...Minor`), as in ./money.ts; times the member sees are ISO
 * 8601 strings in UTC (`2026-11-27T05:00:00.000Z`).
 */
import * as v from 'valibot';
import { isTimeZone } from './local-time.ts';

/** Project paths (GET unless the comment says otherwise). */
export const SaferGamblingApi = {
  /** GET -> SaferGamblingSettings of the Merchant header's site. No session needed. */
  settings: '/wps/v2/saferGambling/settings',
  /** GET -> SaferGamblingState (authorized) */
  state: '/wps/v2/saferGambling',
  /** PUT SetLimit -> SaferGamblingState (authorized) */
  limit: '/wps/v2/saferGambling/limit',
  /** PUT {intervalMinutes: number | null} -> SaferGamblingState (authorized) */
  realityCheck: '/wps/v2/saferGambling/realityCheck',
  /** POST {hours, confirm: true, idempotencyKey} -> SaferGamblingState (authorized) */
  timeOut: '/wps/v2/saferGambling/timeOut',
  /** POST {period, confirm: true, idempotencyKey} -> SaferGamblingState (authorized) */
  selfExclusion: '/wps/v2/saferGambling/selfExclusion',
} as const;

export const SaferGamblingErrorCode = {
  /** A deposit over a deposit limit; `value` is a LimitRefusal. */
  depositLimit: 'rg.deposit.limit',
  /** A deposit that would take the period's net loss over a loss limit; `value` a LimitRefusal. */
  lossLimit: 'rg.loss.limit',
  /** Deposit, voucher or game launch during a time-out or self-exclusion; `value` an ActiveBreak. */
  breakActive: 'rg.break.active',
  /** The merchant does not offer this tool (settings `tools`). */
  toolOff: 'rg.tool.off',
  /** A break was asked for without `confirm: true`. */
  confirmRequired: 'rg.confirm.required',
  /** A reality-check interval the merchant does not offer. */
  intervalNotOffered: 'rg.interval.not.offered',
} as const;

export const JURISDICTION_PROFILES = ['DEFAULT', 'UK', 'MT', 'BR'] as const;
export type JurisdictionProfile = (typeof JURISDICTION_PROFILES)[number];

export const LIMIT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** Money limits count minor units; SESSION_TIME (daily only) counts minutes. */
export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'SESSION_TIME'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const MONEY_LIMIT_KINDS = ['DEPOSIT', 'LOSS'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

/** Hours a time-out may last, both ends included (24 h to 6 weeks). */
export const TIME_OUT_HOURS = { min: 24, max: 42 * 24 } as const;
/** The time-outs the UI offers, in days (each sent as days × 24 hours). */
export const TIME_OUT_DAYS = [1, 7, 14, 30, 42] as const;
/** Self-exclusion periods and their length in months (null: indefinite). */
export const SELF_EXCLUSION_MONTHS = { '6M': 6, '1Y': 12, '5Y': 60, INDEFINITE: null } as const;
export const SELF_EXCLUSION_PERIODS = ['6M', '1Y', '5Y', 'INDEFINITE'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

/** The largest limit accepted (10^11 minor units: ₱1 billion), far below unsafe integers. */
export const LIMIT_MAX_MINOR = 100_000_000_000;
/** A day's session time may be limited to 1 minute … 24 hours. */
export const SESSION_MINUTES = { min: 1, max: 24 * 60 } as const;

/*
 * Bounds and links are checked with v.check rather than valibot's maxValue, maxLength, url and
 * variant: valibot is one module, bundled with the app's entry, so each action any schema uses
 * weighs on every first paint; these checks live in this module and load with the page that
 * needs them (the first paint's byte budget).
 */
const atMost = (max: number) => v.check((n: number) => n <= max, `at most ${max}`);
const lengthAtMost = <T extends { length: number }>(max: number) =>
  v.check((s: T) => s.length <= max, `at most ${max} long`);

const minor = v.pipe(v.number(), v.integer(), v.minValue(0));
const limitMinor = v.pipe(v.number(), v.integer(), v.minValue(0), atMost(LIMIT_MAX_MINOR));
const sessionMinutes = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(SESSION_MINUTES.min),
  atMost(SESSION_MINUTES.max),
);
/**
 * An instant as the server writes it (`Date.prototype.toISOString`, UTC). A check of its own
 * rather than valibot's isoTimestamp: valibot is one module, so every action any call uses is
 * bundled with the app's entry, and that one's regex would weigh on every first paint.
 */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
export function isIsoUtc(value: string): boolean {
  return ISO_UTC.test(value) && !Number.isNaN(Date.parse(value));
}
const isoTime = v.pipe(v.string(), v.check(isIsoUtc, 'an ISO 8601 instant in UTC'));

/** Which tools the site offers; every one off is a site without any of them. */
export const saferGamblingToolsSchema = v.object({
  depositLimits: v.boolean(),
  lossLimits: v.boolean(),
  sessionTimeLimits: v.boolean(),
  realityCheck: v.boolean(),
  timeOut: v.boolean(),
  selfExclusion: v.boolean(),
  /** The safer-gambling warning on the registration form. */
  registrationWarning: v.boolean(),
  /** The warning after every login. */
  loginWarning: v.boolean(),
  /** Ask for a deposit limit before the member's first deposit. */
  firstDepositLimitPrompt: v.boolean(),
});
export type SaferGamblingTools = v.InferOutput<typeof saferGamblingToolsSchema>;
export type SaferGamblingTool = keyof SaferGamblingTools;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:' && value.startsWith('https://');
  } catch {
    return false;
  }
}
const httpsUrl = v.pipe(v.string(), v.check(isHttpsUrl, 'the link must be an https URL'));

export const saferGamblingSettingsSchema = v.object({
  profile: v.picklist(JURISDICTION_PROFILES),
  tools: saferGamblingToolsSchema,
  realityCheck: v.object({
    /** The intervals the member may choose, in minutes. */
    intervalsMinutes: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), atMost(24 * 60))),
      lengthAtMost<number[]>(12),
    ),
    /** true: a reality check due while a game frame is open waits until it closes. */
    waitForGameClose: v.boolean(),
  }),
  /** The help organisation on the responsible-gaming page; null (or absent): none named. */
  help: v.optional(
    v.nullable(
      v.object({
        name: v.pipe(v.string(), v.minLength(1), lengthAtMost<string>(120)),
        url: httpsUrl,
      }),
    ),
    null,
  ),
  licenceText: v.pipe(v.string(), lengthAtMost<string>(500)),
  minimumAge: v.pipe(v.number(), v.integer(), v.minValue(18), atMost(25)),
  /** The IANA zone whose calendar days, weeks and months the limit periods follow. */
  timeZone: v.pipe(v.string(), v.check(isTimeZone, 'an IANA time zone Intl knows')),
});
export type SaferGamblingSettings = v.InferOutput<typeof saferGamblingSettingsSchema>;

/** PUT limit: a money limit in minor units or a daily session-time limit; null removes it. */
export const setLimitSchema = v.union([
  v.object({
    kind: v.picklist(MONEY_LIMIT_KINDS),
    period: v.picklist(LIMIT_PERIODS),
    amountMinor: v.nullable(limitMinor),
  }),
  v.object({
    kind: v.literal('SESSION_TIME'),
    period: v.literal('DAILY'),
    minutes: v.nullable(sessionMinutes),
  }),
]);
export type SetLimit = v.InferOutput<typeof setLimitSchema>;

/** A change that waits for the cooling-off: `value` null is a removal. */
const pendingSchema = v.nullable(v.object({ value: v.nullable(v.number()), effectiveAt: isoTime }));

/**
 * One limit as the member sees it. `value` is in force now (null: none); `pending` the raise
 * or removal waiting for its cooling-off; `used` what the current period has used; `periodEndsAt`
 * when the period (and its use) starts over. Money limits count minor units, SESSION_TIME minutes.
 */
export const limitStateSchema = v.object({
  kind: v.picklist(LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  value: v.nullable(v.number()),
  pending: pendingSchema,
  used: v.number(),
  periodEndsAt: isoTime,
});
export type LimitState = v.InferOutput<typeof limitStateSchema>;

export const BREAK_KINDS = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export const activeBreakSchema = v.object({
  kind: v.picklist(BREAK_KINDS),
  startedAt: isoTime,
  /** null: indefinite self-exclusion. */
  endsAt: v.nullable(isoTime),
});
export type ActiveBreak = v.InferOutput<typeof activeBreakSchema>;

/**
 * The session the request's token opened (the reality check's): when it began (the login)
 * and the member's net position since then: the balance now, minus the balance at the login,
 * minus the member's own deposits, plus their own withdrawals (withdrawal returns count back).
 * Positive: won; negative: lost. Every other money move counts: game results, and bonus money
 * (vouchers, rewards, redemptions), which also came into the balance during the session.
 */
export const sessionSummarySchema = v.object({
  startedAt: isoTime,
  netMinor: v.pipe(v.number(), v.integer()),
});
export type SessionSummary = v.InferOutput<typeof sessionSummarySchema>;

export const saferGamblingStateSchema = v.object({
  /** The server's time, which a sandbox test may have moved (SandboxSaferGamblingApi.clock). */
  now: isoTime,
  /** DEPOSIT and LOSS for each period (daily, weekly, monthly), then SESSION_TIME daily. */
  limits: v.array(limitStateSchema),
  /** What may be deposited now under every deposit and loss limit; null: no limit set. */
  depositRemainingMinor: v.nullable(minor),
  realityCheckMinutes: v.nullable(v.number()),
  activeBreak: v.nullable(activeBreakSchema),
  session: sessionSummarySchema,
});
export type SaferGamblingState = v.InferOutput<typeof saferGamblingStateSchema>;

/** The `value` of rg.deposit.limit and rg.loss.limit: the limit that binds, and what is left. */
export const limitRefusalSchema = v.object({
  kind: v.picklist(MONEY_LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  remainingMinor: minor,
  /** When that period starts over. */
  resetsAt: isoTime,
});
export type LimitRefusal = v.InferOutput<typeof limitRefusalSchema>;

/** Control API additions (contract §5), sandbox only. */
export const SandboxSaferGamblingApi = {
  /**
   * GET -> SandboxClock; PUT {offsetMs} or {now} (epoch ms) -> SandboxClock. The sandbox's time
   * is the real time plus the offset. It only moves forward (an offset below the current one, or
   * a `now` before the sandbox's, is refused with 400); `POST /sandbox/reset` sets it back to 0.
   */
  clock: '/sandbox/clock',
} as const;
export type SandboxClock = { offsetMs: number; now: number };
