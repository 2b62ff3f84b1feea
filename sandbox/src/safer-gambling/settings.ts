/**
 * A merchant's safer-gambling settings, read from its `saferGambling` document (seed: every tool
 * off). The control API validates a merged patch with the same schema, so a route never meets a
 * malformed document.
 */
import * as v from 'valibot';
import {
  saferGamblingSettingsSchema,
  type LimitKind,
  type SaferGamblingSettings,
  type SaferGamblingTool,
} from '@wps/contract/safer-gambling';
import type { Merchant } from '../site/merchants.ts';

export function saferGamblingSettings(merchant: Merchant): SaferGamblingSettings {
  return v.parse(saferGamblingSettingsSchema, merchant.saferGambling);
}

/** The tool a member uses to set a limit of this kind. */
export const LIMIT_TOOL: Record<LimitKind, SaferGamblingTool> = {
  DEPOSIT: 'depositLimits',
  LOSS: 'lossLimits',
  SESSION_TIME: 'sessionTimeLimits',
};
