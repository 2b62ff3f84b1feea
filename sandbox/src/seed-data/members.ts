/**
 * Seeded members of merchant `demo`. Fixed ids keep tests stable across resets. Passwords are
 * stored hashed; the plain ones below are the sandbox's published demo credentials.
 */
import type { JsonObject } from '../merge-patch.ts';

export type SeedMember = {
  id: number;
  userName: string;
  password: string;
  type: number;
  regDate: number;
  data: JsonObject;
};

const regDate = Date.UTC(2024, 0, 15, 8, 0, 0);

// loginCount > 0: these members have logged in before, so firstTimeLogin is false for them.
export const seedMembers: SeedMember[] = [
  {
    id: 1001,
    userName: 'demo01',
    password: 'demo123',
    type: 0,
    regDate,
    data: {
      nickname: 'Demo',
      language: 'EN',
      mobile: '+639171234567',
      depositCount: 2,
      loginCount: 5,
      balance: 1250.5,
    },
  },
  {
    id: 1002,
    userName: 'agent01',
    password: 'agent123',
    type: 1,
    regDate,
    data: { nickname: 'Agent', language: 'EN', depositCount: 5, loginCount: 12 },
  },
  {
    id: 1003,
    userName: 'vip01',
    password: 'vip123',
    type: 0,
    regDate,
    data: {
      nickname: 'VIP',
      language: 'EN',
      depositCount: 30,
      loginCount: 40,
      rankLevel: 3,
      clubLabel: { labelName: 'Gold', labelId: 3, type: 'AUTO' },
    },
  },
  {
    id: 1004,
    userName: 'nochat01',
    password: 'nochat123',
    type: 4,
    regDate,
    data: { language: 'EN', depositCount: 0, loginCount: 1 },
  },
];
