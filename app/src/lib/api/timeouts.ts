/** Named client timeouts (spec §9, contract §1). */
export const Timeout = {
  default: 30_000,
  domainCheck: 10_000,
  gameLaunch: 10_000,
  lineRace: 10_000,
  ping: 20_000,
} as const;
