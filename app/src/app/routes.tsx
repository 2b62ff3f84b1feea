/** Every route of spec §2, each page a lazy chunk. */
import { lazy, type ComponentType } from 'react';
import { HOME_PATHS, Paths } from '../lib/router/paths';
import type { MONEY_PAGES } from './money-pages';
import { socialSlot } from './social-slot';

type PageModule = { default: ComponentType };
export type AppRoute = {
  paths: readonly string[];
  page: ComponentType;
  guard?: 'session' | 'guest';
};

const homePage = () => import('../features/home/HomePage');
// On home, home's chunk runs with the entry rather than when Boot first draws the routes (after
// the status and the language file): it asks for its content chunk, whose first banner is the
// page's largest paint (issue 18). Its failure is the route's error boundary's to show.
if (HOME_PATHS.includes(location.pathname)) homePage().catch(() => undefined);
const HomePage = lazy(homePage);
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const MemberHomePage = lazy(() => import('../features/member/MemberHomePage'));
const RegisterPage = lazy(() => import('../features/register/RegisterPage'));
const ChangePasswordPage = lazy(() => import('../features/password/ChangePasswordPage'));
const GamePage = lazy(() => import('../features/game/GamePage'));
const LotteryLaunchPage = lazy(() => import('../features/game/LotteryLaunchPage'));
// The shell composes social sign-in into the login and registration pages.
const LoginRoute = () => <LoginPage social={socialSlot('login')} />;
const RegisterRoute = () => <RegisterPage social={socialSlot('register')} />;
const ActivityPage = lazy(() => import('../features/activity/ActivityPage'));
const NewsPage = lazy(() => import('../features/news/NewsPage'));
const HelpPage = lazy(() => import('../features/help/HelpPage'));
const InviteFriendsPage = lazy(() => import('../features/referral/InviteFriendsPage'));
const AgentRegisterPage = lazy(() => import('../features/referral/AgentRegisterPage'));
const SaferGamblingPage = lazy(() => import('../features/safer-gambling/SaferGamblingPage'));
// The money pages of issue 12 load through one small chunk (app/money-pages.ts says why).
type MoneyPage = keyof typeof MONEY_PAGES;
function moneyPage(name: MoneyPage): ComponentType {
  return lazy(() =>
    import('./money-pages').then((m): Promise<PageModule> => m.MONEY_PAGES[name]()),
  );
}

export const ROUTES: readonly AppRoute[] = [
  { paths: HOME_PATHS, page: HomePage },
  { paths: [Paths.game], page: GamePage },
  {
    paths: [Paths.launchGame],
    page: LotteryLaunchPage,
    guard: 'session',
  },
  { paths: [Paths.login], page: LoginRoute, guard: 'guest' },
  {
    paths: [Paths.register, Paths.registerHtml],
    page: RegisterRoute,
    guard: 'guest',
  },
  {
    paths: [Paths.changePassword],
    page: ChangePasswordPage,
    guard: 'session',
  },
  { paths: [Paths.memberHome], page: MemberHomePage, guard: 'session' },
  {
    paths: [Paths.benefits],
    page: moneyPage('benefits'),
    guard: 'session',
  },
  { paths: [Paths.help], page: HelpPage },
  { paths: [Paths.activity], page: ActivityPage },
  { paths: [Paths.news], page: NewsPage },
  { paths: [Paths.voucherCenter], page: moneyPage('deposit'), guard: 'session' },
  { paths: [Paths.withdraw], page: moneyPage('withdraw'), guard: 'session' },
  { paths: [Paths.transactions], page: moneyPage('transactions'), guard: 'session' },
  {
    paths: [Paths.addBankCard, Paths.addBankCardPix],
    page: moneyPage('accounts'),
    guard: 'session',
  },
  { paths: [Paths.rewardCenter], page: moneyPage('rewards'), guard: 'session' },
  { paths: [Paths.leaderBoard], page: moneyPage('missions'), guard: 'session' },
  { paths: [Paths.mall], page: moneyPage('mall'), guard: 'session' },
  { paths: [Paths.inviteFriends], page: InviteFriendsPage },
  { paths: [Paths.agentRegister], page: AgentRegisterPage, guard: 'session' },
  {
    paths: [Paths.feedback],
    page: moneyPage('feedback'),
    guard: 'session',
  },
  // No guard: a guest reads the help and is offered a log-in link instead of the tools.
  { paths: [Paths.saferGambling], page: SaferGamblingPage },
];
