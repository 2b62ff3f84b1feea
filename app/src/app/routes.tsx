/** Every route of spec §2, each page a lazy chunk that a failed download does not end (lazy-part). */
import type { ComponentType } from 'react';
import { withQueryClient } from '../lib/api/with-query-client';
import { HOME_PATHS, Paths } from '../lib/router/paths';
import type { LazyComponent } from '../ui/lazy-component';
import { lazyPart } from '../ui/lazy-part';
import type { PAGES } from './member-centre-pages';
import { pageIn } from './opened-page';
import { socialSlot } from './social-slot';
import { passkeySlot } from './passkey-slot';

type PageModule = { default: ComponentType };
export type AppRoute = {
  paths: readonly string[];
  page: LazyComponent<object>;
  guard?: 'session' | 'guest';
};

// Every page but home's frame reads or calls through TanStack Query, so it loads with the query
// client (lib/api/with-query-client.ts); home's frame paints without it, and its content, which
// loads after that paint, brings the client (9 KB off home's first paint).
const HomePage = lazyPart(() => import('../features/home/HomePage'));
const LoginPage = lazyPart(withQueryClient(() => import('../features/auth/LoginPage')));
const MemberHomePage = lazyPart(withQueryClient(() => import('../features/member/MemberHomePage')));
const RegisterPage = lazyPart(withQueryClient(() => import('../features/register/RegisterPage')));
const ChangePasswordPage = lazyPart(
  withQueryClient(() => import('../features/password/ChangePasswordPage')),
);
const GamePage = lazyPart(withQueryClient(() => import('../features/game/GamePage')));
const LotteryLaunchPage = lazyPart(
  withQueryClient(() => import('../features/game/LotteryLaunchPage')),
);
// The shell composes social sign-in into the login and registration pages.
const LoginRoute = Object.assign(
  () => (
    <LoginPage
      social={
        <>
          {passkeySlot}
          {socialSlot('login')}
        </>
      }
    />
  ),
  {
    preload: LoginPage.preload,
  },
);
const RegisterRoute = Object.assign(() => <RegisterPage social={socialSlot('register')} />, {
  preload: RegisterPage.preload,
});
const ActivityPage = lazyPart(withQueryClient(() => import('../features/activity/ActivityPage')));
const NewsPage = lazyPart(withQueryClient(() => import('../features/news/NewsPage')));
const HelpPage = lazyPart(withQueryClient(() => import('../features/help/HelpPage')));
const InviteFriendsPage = lazyPart(
  withQueryClient(() => import('../features/referral/InviteFriendsPage')),
);
const AgentRegisterPage = lazyPart(
  withQueryClient(() => import('../features/referral/AgentRegisterPage')),
);
const SaferGamblingPage = lazyPart(
  withQueryClient(() => import('../features/safer-gambling/SaferGamblingPage')),
);
// The member centre's pages load through one small chunk (app/member-centre-pages.ts says why).
type MemberCentrePage = keyof typeof PAGES;
function memberCentrePage(name: MemberCentrePage): LazyComponent<object> {
  return lazyPart(
    withQueryClient(() =>
      import('./member-centre-pages').then((m): Promise<PageModule> => m.PAGES[name]()),
    ),
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
    page: memberCentrePage('benefits'),
    guard: 'session',
  },
  { paths: [Paths.help], page: HelpPage },
  { paths: [Paths.activity], page: ActivityPage },
  { paths: [Paths.news], page: NewsPage },
  { paths: [Paths.voucherCenter], page: memberCentrePage('deposit'), guard: 'session' },
  { paths: [Paths.withdraw], page: memberCentrePage('withdraw'), guard: 'session' },
  { paths: [Paths.transactions], page: memberCentrePage('transactions'), guard: 'session' },
  {
    paths: [Paths.addBankCard, Paths.addBankCardPix],
    page: memberCentrePage('accounts'),
    guard: 'session',
  },
  { paths: [Paths.rewardCenter], page: memberCentrePage('rewards'), guard: 'session' },
  { paths: [Paths.leaderBoard], page: memberCentrePage('missions'), guard: 'session' },
  { paths: [Paths.mall], page: memberCentrePage('mall'), guard: 'session' },
  { paths: [Paths.passkeys], page: memberCentrePage('passkeys'), guard: 'session' },
  { paths: [Paths.inviteFriends], page: InviteFriendsPage },
  { paths: [Paths.agentRegister], page: AgentRegisterPage, guard: 'session' },
  {
    paths: [Paths.feedback],
    page: memberCentrePage('feedback'),
    guard: 'session',
  },
  // No guard: a guest reads the help and is offered a log-in link instead of the tools.
  { paths: [Paths.saferGambling], page: SaferGamblingPage },
];

// The opened page's chunk runs with the entry rather than when Boot first draws the routes (after
// the status and the language file), so that first draw shows the page (ui/lazy-component.tsx); on
// home it also asks for home's content chunk, whose first banner is the largest paint.
// Not a member's page: a guest is sent elsewhere. A failure is the route's boundary's to show.
// Boot keeps index.html's shell until it is in (useOpenedPageIn): drawn before it, the routes
// would show their spinner, and React then holds the page back 300 ms after that fallback.
const openedPage = ROUTES.find(
  (route) => route.paths.includes(location.pathname) && route.guard !== 'session',
);
if (openedPage) {
  void openedPage.page
    .preload()
    .catch(() => undefined)
    .then(() => pageIn.dispatch(true));
} else pageIn.dispatch(true);
