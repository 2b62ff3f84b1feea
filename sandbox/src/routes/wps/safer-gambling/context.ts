/** What every safer-gambling route needs: the member, their merchant's settings, the time. */
import type { FastifyRequest } from 'fastify';
import {
  SaferGamblingErrorCode,
  type SaferGamblingSettings,
  type SaferGamblingTool,
} from '@wps/contract/safer-gambling';
import { sandboxNow } from '../../../clock/clock.ts';
import { requestMerchant, sessionMember, sessionToken } from '../../../http/request-context.ts';
import type { Db } from '../../../db/db.ts';
import { MoneyRefusal } from '../../../money/refusal.ts';
import { saferGamblingSettings } from '../../../safer-gambling/settings.ts';
import { saferGamblingState } from '../../../safer-gambling/state.ts';
import { getMerchant } from '../../../site/merchants.ts';
import type { Member } from '../../../member/members.ts';

export type SaferGamblingContext = {
  member: Member;
  token: string;
  settings: SaferGamblingSettings;
  /** The sandbox clock's now. */
  now: number;
  /** The member's state as it stands after the call's writes. */
  state: () => ReturnType<typeof saferGamblingState>;
};

/** undefined without a live session. The member's own merchant's settings, whatever the header. */
export function saferGamblingContext(
  db: Db,
  request: FastifyRequest,
): SaferGamblingContext | undefined {
  const member = sessionMember(db, request);
  const token = sessionToken(request);
  if (!member || token === undefined) return undefined;
  const merchant = getMerchant(db, member.merchant) ?? requestMerchant(request);
  const settings = saferGamblingSettings(merchant);
  const now = sandboxNow(db);
  return {
    member,
    token,
    settings,
    now,
    state: () => saferGamblingState(db, member.id, token, settings, now),
  };
}

/** Throws rg.tool.off when the merchant does not offer the tool. */
export function requireTool(settings: SaferGamblingSettings, tool: SaferGamblingTool): void {
  if (!settings.tools[tool]) {
    throw new MoneyRefusal(SaferGamblingErrorCode.toolOff, 'This site does not offer this tool');
  }
}

/** Throws rg.confirm.required unless the body says `confirm: true` (the UI asked twice). */
export function requireConfirm(confirm: unknown): void {
  if (confirm !== true) {
    throw new MoneyRefusal(
      SaferGamblingErrorCode.confirmRequired,
      'Please confirm: a break cannot be undone before it ends',
    );
  }
}
