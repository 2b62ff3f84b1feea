/**
 * The query keys of the loyalty pages. A domain of their own because a post on one page changes what
 * the others show: a reward's or a mission's points appear on the missions board, in the mall and
 * in the points ledger, so every loyalty post invalidates `loyaltyKeys.all`.
 */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  rewards: (token: string) => [...loyaltyKeys.all, 'rewards', token] as const,
  missions: (token: string) => [...loyaltyKeys.all, 'missions', token] as const,
  mall: (token: string) => [...loyaltyKeys.all, 'mall', token] as const,
  points: (token: string, days: number) => [...loyaltyKeys.all, 'points', token, days] as const,
};
