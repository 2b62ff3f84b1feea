/**
 * VIP rank progress (spec §4 "VIP", §7): GET /wps/relay/MCSFE_getPlayerRankProgress, authorized.
 * contract §3 pins currentProgress and playerRankProgress; `conditions` is the project's
 * decision (contract/README.md "VIP"), so the benefits page can list what is left to do.
 */
import * as v from 'valibot';

export const VipRelay = { rankProgress: 'MCSFE_getPlayerRankProgress' } as const;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One condition of the next rank: `name` is the operator's text in the member's language. */
export const rankConditionSchema = v.object({
  name: v.string(),
  current: count,
  target: count,
});
export type RankCondition = v.InferOutput<typeof rankConditionSchema>;

export const rankProgressSchema = v.object({
  currentProgress: v.object({
    completedConditions: count,
    totalExpectedConditions: count,
  }),
  playerRankProgress: v.object({
    labelId: v.optional(v.nullable(v.number())),
    playerRankName: v.optional(v.nullable(v.string())),
  }),
  conditions: v.optional(v.array(rankConditionSchema), []),
});
export type RankProgress = v.InferOutput<typeof rankProgressSchema>;
