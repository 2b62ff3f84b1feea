/**
 * The member centre's money and loyalty pages, each its own lazy chunk, reached through this one
 * small chunk: the route table on the first paint of /m/home then names one chunk instead of every page and
 * shared money chunk (their preload lists), and that first paint does not grow. Loaders, not
 * React.lazy: this chunk imports nothing, so the bundler's split of the first paint stays as is.
 */
export const PAGES = {
  deposit: () => import('../features/deposit/DepositPage'),
  withdraw: () => import('../features/withdraw/WithdrawPage'),
  accounts: () => import('../features/bank-accounts/AddAccountPage'),
  benefits: () => import('../features/member/BenefitsPage'),
  feedback: () => import('../features/feedback/FeedbackPage'),
  transactions: () => import('../features/transactions/TransactionsPage'),
  rewards: () => import('../features/rewards/RewardsPage'),
  missions: () => import('../features/missions/MissionsPage'),
  mall: () => import('../features/mall/MallPage'),
  passkeys: () => import('../features/passkeys/PasskeysPage'),
};
