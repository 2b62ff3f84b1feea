/**
 * Social identities bound to members: `data.firebase` is `{ channel, sub }`, or a list of them
 * for a member bound on several channels (the seeded demo01 is bound on all four).
 */
import * as v from 'valibot';
import type { FirebaseChannel } from '@wps/contract/auth';
import type { Db } from '../db/db.ts';
import { membersWithData, type Member } from '../member/members.ts';

const bindingSchema = v.object({ channel: v.string(), sub: v.string() });
export type Binding = v.InferOutput<typeof bindingSchema>;

export function bindings(member: Member): Binding[] {
  const value = member.data.firebase;
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => {
    const parsed = v.safeParse(bindingSchema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

export function findBoundMember(
  db: Db,
  merchant: string,
  channel: FirebaseChannel,
  sub: string,
): Member | undefined {
  return membersWithData(db, merchant, 'firebase').find((member) =>
    bindings(member).some((binding) => binding.channel === channel && binding.sub === sub),
  );
}
