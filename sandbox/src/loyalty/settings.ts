/**
 * A merchant's loyalty settings, read from its `loyalty` document (seed: `seed/loyalty.ts`):
 * the missions and the mall's items. The control API validates a merged patch with the same
 * schema, so a route never meets a malformed document. `stock` is the item's initial stock; what
 * is left is that minus the units redeemed (`loyalty/mall.ts`).
 */
import * as v from 'valibot';
import { ITEM_KINDS, MISSION_METRICS } from '@wps/contract/loyalty';
import type { Merchant } from '../site/merchants.ts';

/** Whole numbers small enough that a price times REDEEM_QUANTITY.max stays a safe integer. */
const amount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000));
const positive = v.pipe(amount, v.minValue(1));
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const text = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

const missionSettingSchema = v.object({
  id,
  title: text,
  metric: v.picklist(MISSION_METRICS),
  /** DEPOSIT_AMOUNT counts minor units; the others count events. */
  target: positive,
  // A mission that pays nothing would be a claim button that does nothing.
  points: positive,
});

const itemSettingSchema = v.pipe(
  v.object({
    id,
    name: text,
    description: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
    kind: v.picklist(ITEM_KINDS),
    /** The price in points, per unit. */
    points: positive,
    cashMinor: v.optional(amount, 0),
    stock: amount,
  }),
  // CASH pays into the balance, GOODS are delivered by the operator: never both, never neither.
  v.check(
    (item) => (item.kind === 'CASH' ? item.cashMinor > 0 : item.cashMinor === 0),
    'a CASH item pays a cashMinor above 0, a GOODS item none',
  ),
);

/** Ids name what a member claims or redeems, so two entries must never share one. */
const uniqueIds = <T extends { id: string }>(entries: T[]) =>
  new Set(entries.map((entry) => entry.id)).size === entries.length;

export const loyaltySettingsSchema = v.object({
  missions: v.pipe(v.array(missionSettingSchema), v.check(uniqueIds, 'mission ids must differ')),
  items: v.pipe(v.array(itemSettingSchema), v.check(uniqueIds, 'item ids must differ')),
});
export type LoyaltySettings = v.InferOutput<typeof loyaltySettingsSchema>;
export type MissionSetting = LoyaltySettings['missions'][number];
export type ItemSetting = LoyaltySettings['items'][number];

export function loyaltySettings(merchant: Merchant): LoyaltySettings {
  // The control API refuses a patch that breaks the schema, so this holds for stored settings.
  return v.parse(loyaltySettingsSchema, merchant.loyalty);
}

/** The reward centre is offered only where the operator turned REWCEN3 on (spec §3). */
export function rewardCentreOn(merchant: Merchant): boolean {
  const flags = merchant.status.whitelabelVal;
  return typeof flags === 'object' && flags !== null && !Array.isArray(flags)
    ? flags.REWCEN3 === true
    : false;
}
