/**
 * Wallet settings of the seeded merchant (and of every merchant the control API creates):
 * deposit channels (min, max and presets in major units, as MCSFE_getDepositSettings sends
 * them), withdrawal limits in minor units, the banks a card may belong to, and the vouchers.
 * PATCH /sandbox/merchants/{code} { wallet } merges into them (`money/settings.ts`).
 */
import type { JsonObject } from '../json/merge-patch.ts';

export const demoWallet = {
  allowDeposit: true,
  channels: [
    { id: 'gcash', name: 'GCash', min: 100, max: 50000, presets: [100, 300, 500, 1000, 5000] },
    { id: 'maya', name: 'Maya', min: 200, max: 20000, presets: [200, 500, 1000, 2000] },
    { id: 'bank', name: 'Online banking', min: 500, max: 100000, presets: [500, 1000, 5000] },
  ],
  // ₱100.00 to ₱50,000.00 a withdrawal, three a day.
  withdraw: { minMinor: 10000, maxMinor: 5000000, dailyCountLimit: 3 },
  banks: [
    { code: 'BDO', name: 'BDO Unibank' },
    { code: 'BPI', name: 'Bank of the Philippine Islands' },
    { code: 'MBTC', name: 'Metrobank' },
    { code: 'LBP', name: 'Land Bank of the Philippines' },
    { code: 'UBP', name: 'UnionBank' },
  ],
  vouchers: [
    // Once per member.
    { code: 'WELCOME100', amountMinor: 10000, onePerMember: true },
    { code: 'BONUS50', amountMinor: 5000, onePerMember: true },
    // onePerMember false: a single-use code, the first member to claim it gets it.
    { code: 'LUCKY20', amountMinor: 2000, onePerMember: false },
  ],
};

/** An independent copy as stored JSON. */
export function demoWalletJson(): JsonObject {
  return JSON.parse(JSON.stringify(demoWallet)) as JsonObject;
}
