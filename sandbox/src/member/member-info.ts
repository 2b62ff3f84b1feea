/** MemberInfo (contract §3) as the client sees a stored member. */
import * as v from 'valibot';
import { clubLabelSchema, type MemberInfo } from '@wps/contract/member';
import { dataNumber, dataString, type Member } from './members.ts';

export function memberInfo(member: Member): MemberInfo {
  const clubLabel = v.safeParse(clubLabelSchema, member.data.clubLabel);
  return {
    id: member.id,
    customerId: member.id,
    type: member.type,
    regDate: member.regDate,
    account: member.userName,
    userName: member.userName,
    nickname: dataString(member, 'nickname'),
    language: dataString(member, 'language') ?? 'EN',
    mobile: dataString(member, 'mobile'),
    clubLabel: clubLabel.success ? clubLabel.output : undefined,
    rankLevel: dataNumber(member, 'rankLevel'),
  };
}
