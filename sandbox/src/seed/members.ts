/**
 * Seeded members of the merchants `demo` and `plain` (ids 1000 higher). Fixed ids keep tests
 * stable across resets. Passwords are stored hashed; the plain ones below are the sandbox's
 * published demo credentials.
 */
import { FIREBASE_CHANNELS } from '@wps/contract/auth';
import { IdentityStandIn } from '@wps/contract/auth-stand-ins';
import type { JsonObject } from '../json/merge-patch.ts';

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
      // The identity page's 'demo01 (bound)' on every channel: g-demo01, f-demo01, t-demo01, l-demo01.
      firebase: FIREBASE_CHANNELS.map((channel) => ({
        channel,
        sub: IdentityStandIn.boundSub(channel),
      })),
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
  {
    // Every second factor: the GA code is fixed (real TOTP is out of the sandbox's scope).
    id: 1005,
    userName: 'secure01',
    password: 'secure123',
    type: 0,
    regDate,
    data: {
      nickname: 'Secure',
      language: 'EN',
      depositCount: 1,
      loginCount: 3,
      twoFactor: ['email', 'ga', 'sms', 'payeeName'],
      email: 'secure01@demo.example',
      payeeName: 'Juan Dela Cruz',
      gaCode: '123456',
      mobile: '+639170000001',
    },
  },
];
