/**
 * Whether the settings-driven download prompt shows (spec §4), as one pure function of the
 * settings, the member, the account summary, the route, the domain, the session flags and the
 * time. Each rule has its table test. Decisions the spec leaves open (contract/README.md "App
 * download"): download_condition_switch is the master switch of the rules; thresholds are
 * "at or above" for *_times and reg_days, "below" for *_least_times; the domain switch is a rule
 * of its own (2: every domain but the listed ones, 3: only the listed ones); forced rules win
 * over closable ones, and contextual (route) rules over standing ones.
 */
import { COUNT_SETTING_KEYS, type DownloadSettings } from '@wps/contract/download';
import { NORMAL_MEMBER_TYPES } from '@wps/contract/member';
import type { StoredPromptSession } from '../../lib/storage/keys';
import { Paths } from '../../lib/router/paths';
import { domainListed } from './domain-setting';
import { isOn, numberOf } from './settings';

type CountKey = (typeof COUNT_SETTING_KEYS)[number];
export type PromptRule =
  | CountKey
  | `${CountKey}_forced`
  | 'reg_days'
  | 'reg_days_forced'
  | 'first_deposit'
  | 'first_withdraw'
  | 'bind_card'
  | 'domains_switch';

/** A logged-in member (type from member info or the login); null for a guest. */
export type PromptMember = { type: number | null; regDate: number | null } | null;
export type PromptSummary = { deposits: number; withdrawals: number; cards: number };

export type PromptInput = {
  settings: DownloadSettings;
  /** The platform offers the app (domains/app-download/links offersApp) and no app is installed. */
  offered: boolean;
  member: PromptMember;
  /** null while not loaded (or a guest): the rules that need it do not hold yet. */
  summary: PromptSummary | null;
  path: string;
  domain: string;
  session: StoredPromptSession;
  /** The prompt is already open. */
  open: boolean;
  now: number;
};

export type NoPrompt =
  'notOffered' | 'open' | 'waitsForLogin' | 'memberType' | 'off' | 'noRule' | 'closed';
export type PromptDecision =
  | { show: false; why: NoPrompt }
  /** `route`: a rule of the page the player is on (spec §9: those wait 1 s, others 2 s). */
  | { show: true; rule: PromptRule; closable: boolean; route: boolean };

export const DAY_MS = 86_400_000;
export const ADD_CARD_PATHS: readonly string[] = [Paths.addBankCard, Paths.addBankCardPix];

/** Whole days since registration (spec §4 regDays); null when the date is unknown. */
export function wholeDaysSince(regDate: number | null, now: number): number | null {
  return regDate && regDate > 0 ? Math.floor((now - regDate) / DAY_MS) : null;
}

/**
 * Who may get a prompt at all (spec §4): not where the app is not offered or installed, not over
 * an open one, not a guest while login is required, only member types 0, 1 and 2.
 */
export function promptBlocked(input: PromptInput): NoPrompt | null {
  if (!input.offered) return 'notOffered';
  if (input.open) return 'open';
  if (!input.member) return isOn(input.settings, 'login_required') ? 'waitsForLogin' : null;
  const type = input.member.type;
  return type !== null && NORMAL_MEMBER_TYPES.includes(type) ? null : 'memberType';
}

function countHolds(input: PromptInput, key: CountKey, forced: boolean): boolean {
  const threshold = numberOf(input.settings, forced ? `${key}_forced` : key);
  if (threshold === null || !input.summary) return false;
  const count = key.startsWith('deposit') ? input.summary.deposits : input.summary.withdrawals;
  return key.endsWith('least_times') ? count < threshold : count >= threshold;
}

function regDaysHold(input: PromptInput, forced: boolean): boolean {
  const days = numberOf(input.settings, forced ? 'reg_days_forced' : 'reg_days');
  const since = wholeDaysSince(input.member?.regDate ?? null, input.now);
  return days !== null && since !== null && since >= days;
}

/** The first-deposit, first-withdraw and bind-card rules of the page the player is on. */
function routeRule(input: PromptInput): PromptRule | null {
  const { settings, summary } = input;
  const path = input.path.replace(/\/+$/, '');
  if (isOn(settings, 'first_deposit') && path === Paths.voucherCenter && summary?.deposits === 0)
    return 'first_deposit';
  if (isOn(settings, 'first_withdraw') && path === Paths.withdraw && summary?.withdrawals === 0)
    return 'first_withdraw';
  const bindCard = numberOf(settings, 'bind_card');
  if (input.member && ADD_CARD_PATHS.includes(path)) {
    if (bindCard === 2 || (bindCard === 1 && summary?.cards === 0)) return 'bind_card';
  }
  return null;
}

function domainRuleHolds(input: PromptInput): boolean {
  const mode = numberOf(input.settings, 'domains_switch');
  if (mode !== 2 && mode !== 3) return false;
  const listed = domainListed(input.domain, input.settings.domains?.value ?? null);
  return mode === 2 ? !listed : listed;
}

/** The forced rule that holds, if any (spec: forced variants show an unclosable prompt). */
function forcedRule(input: PromptInput): PromptRule | null {
  if (regDaysHold(input, true)) return 'reg_days_forced';
  const key = COUNT_SETTING_KEYS.find((k) => countHolds(input, k, true));
  return key ? `${key}_forced` : null;
}

function standingRule(input: PromptInput): PromptRule | null {
  if (regDaysHold(input, false)) return 'reg_days';
  const key = COUNT_SETTING_KEYS.find((k) => countHolds(input, k, false));
  if (key) return key;
  return domainRuleHolds(input) ? 'domains_switch' : null;
}

export function decidePrompt(input: PromptInput): PromptDecision {
  const blocked = promptBlocked(input);
  if (blocked) return { show: false, why: blocked };
  if (!isOn(input.settings, 'download_condition_switch')) return { show: false, why: 'off' };
  const forced = forcedRule(input);
  if (forced) return { show: true, rule: forced, closable: false, route: false };
  const onRoute = routeRule(input);
  const rule = onRoute ?? standingRule(input);
  if (!rule) return { show: false, why: 'noRule' };
  // Once a forced prompt has shown, a prompt closed earlier can no longer be dismissed (spec §4).
  if (input.session.forcedShown) return { show: true, rule, closable: false, route: !!onRoute };
  if (input.session.skip) return { show: false, why: 'closed' };
  return { show: true, rule, closable: true, route: !!onRoute };
}

/** What the prompt needs loaded before it can decide: the member info, the account summary. */
export function promptNeeds(settings: DownloadSettings): { regDate: boolean; summary: boolean } {
  const summary =
    COUNT_SETTING_KEYS.some(
      (key) => numberOf(settings, key) !== null || numberOf(settings, `${key}_forced`) !== null,
    ) ||
    isOn(settings, 'first_deposit') ||
    isOn(settings, 'first_withdraw') ||
    numberOf(settings, 'bind_card') === 1;
  const regDate =
    numberOf(settings, 'reg_days') !== null || numberOf(settings, 'reg_days_forced') !== null;
  const on = isOn(settings, 'download_condition_switch');
  return { regDate: on && regDate, summary: on && summary };
}

/**
 * The in-game popup (spec §4): after in_game_popup_interval seconds from game start, for whoever
 * may get a prompt at all. It is a reminder of its own: the session's skip flag does not stop it,
 * but after a forced prompt it cannot be dismissed either. null: no in-game popup.
 */
export function inGamePopup(input: PromptInput): { delayMs: number; closable: boolean } | null {
  const seconds = numberOf(input.settings, 'in_game_popup_interval');
  if (seconds === null || seconds < 0 || promptBlocked(input)) return null;
  return { delayMs: seconds * 1000, closable: !input.session.forcedShown };
}

/** The session after the player closes the prompt: skip flag set, close counter up (spec §4). */
export function afterClose(session: StoredPromptSession): StoredPromptSession {
  return { ...session, skip: true, closes: session.closes + 1 };
}

/** The session once a prompt has shown: a forced one is remembered (spec §4). */
export function afterShown(session: StoredPromptSession, closable: boolean): StoredPromptSession {
  return closable || session.forcedShown ? session : { ...session, forcedShown: true };
}

export const NEW_PROMPT_SESSION: StoredPromptSession = {
  skip: false,
  closes: 0,
  forcedShown: false,
};
