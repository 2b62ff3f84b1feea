/** The routes of spec §2, as constants. */
export const Paths = {
  home: '/m/home',
  game: '/m/game',
  launchGame: '/m/launchGame',
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  changePassword: '/m/changePsw',
  memberHome: '/m/member/home',
  benefits: '/m/member/benefits',
  help: '/m/help',
  activity: '/m/activity',
  news: '/m/news',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  addBankCard: '/m/securityCenter/addBankCard',
  addBankCardPix: '/m/securityCenter/addBankCardPix',
  rewardCenter: '/m/rewardCenter',
  leaderBoard: '/m/leaderBoard',
  mall: '/m/mall/mallHome',
  inviteFriends: '/m/inviteFriends',
  agentRegister: '/m/agentRegister',
  feedback: '/m/feedback',
  /** Beyond spec §2: the member's money in and out. */
  transactions: '/m/member/transactions',
  /** Beyond spec §2: limits, breaks and help; open to guests, who read the help. */
  saferGambling: '/m/safer-gambling',
  /** Beyond spec §2: the member's passkeys, where the site offers them. */
  passkeys: '/m/member/passkeys',
} as const;

/** Paths that show the home page (spec §2, first row). */
export const HOME_PATHS: readonly string[] = [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  Paths.home,
];

/** Where a guest without a token is sent: most go to /m/login; feedback goes home (spec §2). */
export function guestRedirectFor(path: string): string {
  return path === Paths.feedback ? Paths.home : Paths.login;
}
