/**
 * The shared-deps groups (shared-deps-group.ts): the lib modules that one first page's part needs
 * and neither the entry nor the other first pages do, one chunk each. Listed in this order among
 * the groups: a module two of them would take stays in the first.
 */
import { HOME_PATHS } from '../../src/lib/router/paths';
import { FIRST_PAGES } from '../index-html/route-preload';
import { sharedDepsGroup } from './shared-deps-group';

// Home's content and the lib modules it alone needs.
const homeDeps = sharedDepsGroup(
  'home-deps',
  'src/features/home/HomeContent.tsx',
  'src/main.tsx',
  FIRST_PAGES.flatMap((page) => (page.paths === HOME_PATHS ? [] : [page.module])),
);

// The login form's lib modules (captcha, SMS, device id, remembered login, the login call). The
// registration form, the two-factor dialog, social and one-tap sign-in, a remembered login's
// auto-login and the password change need most of them too and load the group; what else loads
// after the first paint (the overlays, every dialog, the mini-game, the cipher, logout) keeps its
// own small chunks, as do the other first pages.
const loginDeps = sharedDepsGroup('login-deps', 'src/features/auth/LoginPage.tsx', 'src/main.tsx', [
  'src/features/home/HomePage.tsx',
  'src/features/home/HomeContent.tsx',
  'src/features/game/GamePage.tsx',
  'src/app/AfterPaintHosts.tsx',
  'src/ui/Dialog.tsx',
  'src/ui/Checkbox.tsx',
  'src/ui/Page.tsx',
  'src/features/mini-game/MiniGame.tsx',
  'src/lib/api/wps-cipher.ts',
  'src/domains/account/logout.ts',
]);

// What else the login form's first paint needs that neither the shell, home (its first paint and
// its content) nor the game lobby's first paint need, nor the after-paint overlays' host: the
// dialog, the checkbox, md5, the captcha's script loader and the session's schemas, which
// login-deps leaves to the overlays. The announcement popup, which needs the dialog and the
// checkbox, loads this chunk during its delay.
const loginKit = sharedDepsGroup('login-kit', 'src/features/auth/LoginPage.tsx', 'src/main.tsx', [
  'src/features/home/HomePage.tsx',
  'src/features/home/HomeContent.tsx',
  'src/features/game/GamePage.tsx',
  'src/app/AfterPaintHosts.tsx',
]);

// What the after-paint hosts that every open site mounts need beyond the first pages: the
// safer-gambling state, the account summary and money the download bar reads, the sanitised HTML
// of the announcement popup, the browser rules of the install popup. Every visit loads all of it
// once the page's content is shown, in one request instead of 5 small chunks; a later page that
// needs one of them (a member page's money) finds it loaded.
export const AFTER_PAINT_HOSTS = [
  'src/app/AfterPaintHosts.tsx',
  'src/features/app-download/AppDownloadHost.tsx',
  'src/features/app-update/AppUpdateHost.tsx',
  'src/features/announcements/AnnouncementHost.tsx',
  'src/features/install-prompt/InstallPromptHost.tsx',
  'src/features/safer-gambling/SaferGamblingFooter.tsx',
];
const afterPaintDeps = sharedDepsGroup('after-paint-deps', AFTER_PAINT_HOSTS, 'src/main.tsx', [
  'src/features/home/HomePage.tsx',
  'src/features/home/HomeContent.tsx',
  'src/features/game/GamePage.tsx',
  'src/features/auth/LoginPage.tsx',
  'src/features/register/RegisterPage.tsx',
  'src/features/social/SocialLogin.tsx',
  // A game's launch keeps its own small chunks: the lobby names what its frame preloads.
  'src/features/game/GameFrame.tsx',
]);

export const depsGroups = [homeDeps, loginDeps, loginKit, afterPaintDeps];
