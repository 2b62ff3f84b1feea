/**
 * Loyalty of the seeded merchant (and of every merchant the control API creates): missions and
 * mall items (PATCH /sandbox/merchants/{code} { loyalty } merges into them,
 * `loyalty/settings.ts`), and the opening points and rewards of the seeded members. Points
 * only: demo01's cash ledger keeps its single opening entry, which browser tests count.
 */
import type { JsonObject } from '../json/merge-patch.ts';

export const demoLoyalty = {
  missions: [
    {
      id: 'first-deposit',
      title: 'Make your first deposit',
      metric: 'DEPOSIT_COUNT',
      target: 1,
      points: 50,
    },
    { id: 'deposit-3', title: 'Deposit 3 times', metric: 'DEPOSIT_COUNT', target: 3, points: 150 },
    // ₱1,000.00 in minor units.
    {
      id: 'deposit-1000',
      title: 'Deposit ₱1,000 in total',
      metric: 'DEPOSIT_AMOUNT',
      target: 100000,
      points: 200,
    },
    { id: 'login-3', title: 'Log in 3 times', metric: 'LOGIN_COUNT', target: 3, points: 30 },
  ],
  items: [
    {
      id: 'bonus-50',
      name: '₱50 bonus',
      description: 'Paid into your balance at once.',
      kind: 'CASH',
      points: 500,
      cashMinor: 5000,
      stock: 100,
    },
    {
      id: 'bonus-200',
      name: '₱200 bonus',
      description: 'Paid into your balance at once.',
      kind: 'CASH',
      points: 1800,
      cashMinor: 20000,
      stock: 20,
    },
    {
      id: 'jersey',
      name: 'Team jersey',
      description: 'Delivered by our team within 14 days.',
      kind: 'GOODS',
      points: 5000,
      stock: 5,
    },
    // Sold out from the start, so the mall always shows that state.
    {
      id: 'mug',
      name: 'Lucky mug',
      description: 'A ceramic mug with the site logo.',
      kind: 'GOODS',
      points: 300,
      stock: 0,
    },
  ],
};

/** An independent copy as stored JSON. */
export function demoLoyaltyJson(): JsonObject {
  return JSON.parse(JSON.stringify(demoLoyalty)) as JsonObject;
}

/**
 * Opening points balances (ADJUSTMENT entries). Distinct totals give a fixed ranking: vip01,
 * agent01, demo01, secure01; nochat01 earned nothing and is not ranked.
 */
export const seedPoints: { userName: string; points: number }[] = [
  { userName: 'demo01', points: 120 },
  { userName: 'vip01', points: 2400 },
  { userName: 'agent01', points: 650 },
  { userName: 'secure01', points: 90 },
];

/** Rewards waiting in the reward centre (shown while REWCEN3 is on). */
export const seedRewards = [
  { userName: 'demo01', title: 'Welcome bonus', cashMinor: 10000, points: 50, expiresAt: null },
];
