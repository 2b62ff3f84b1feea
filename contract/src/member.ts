/** GET /wps/member/info (contract §3). */
import * as v from 'valibot';
import { STEP_UP_METHODS } from './step-up.ts';

export const clubLabelSchema = v.object({
  labelName: v.optional(v.nullable(v.string())),
  labelId: v.optional(v.nullable(v.number())),
  type: v.optional(v.nullable(v.string())),
});

export const memberInfoSchema = v.object({
  id: v.optional(v.number()),
  customerId: v.optional(v.number()),
  type: v.number(),
  regDate: v.optional(v.number(), 0),
  account: v.optional(v.string(), ''),
  userName: v.string(),
  nickname: v.optional(v.nullable(v.string())),
  language: v.optional(v.string(), ''),
  mobile: v.optional(v.nullable(v.string())),
  clubLabel: v.optional(v.nullable(clubLabelSchema)),
  rankLevel: v.optional(v.nullable(v.number())),
  /** What a step-up of this member takes (contract/README.md "Step-up"); absent: password. */
  stepUp: v.optional(v.picklist(STEP_UP_METHODS)),
});
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

/** Member types 1 and 2 are agents; 0, 1, 2 are normal members; 4 has no chat (spec §3, §6). */
export const AGENT_TYPES: readonly number[] = [1, 2];
export const NORMAL_MEMBER_TYPES: readonly number[] = [0, 1, 2];
export const NO_CHAT_TYPE = 4;
