/**
 * The main journeys, written once for every engine (the same steps and seeded data as the
 * Playwright specs of e2e/auth, e2e/content, e2e/game, e2e/money, e2e/platform and
 * e2e/app-download). Each starts from a reset sandbox and a browser that has forgotten the site.
 */
import type { Driver, Engine } from './driver.ts';
import type { Control } from './sandbox.ts';
import {
  alertDialog,
  banner,
  button,
  dialog,
  field,
  frame,
  heading,
  link,
  listItem,
  region,
  status,
  testId,
  text,
} from './target.ts';
import { count, evaluates, hasText, hidden, until, urlMatches, visible } from './wait.ts';

export type Journey = {
  name: string;
  /** Only in these engines (all when absent). */
  engines?: Engine[];
  /** The install popup may show: it is declined for the session before the others. */
  installPrompt?: boolean;
  run(driver: Driver, sandbox: Control): Promise<void>;
};

const DEMO = { userName: 'demo01', password: 'demo123' };

/**
 * Logs in through the login page, as a player would, and waits for home as a member, and for
 * the sandbox to have answered home's member-info call, as the Playwright logIn does: that call
 * still in flight would land on whatever the journey does next (a fault meant for the next page).
 */
async function logIn(driver: Driver, sandbox: Control) {
  const memberInfos = async () =>
    (await sandbox.requestedPaths()).filter((path) => path === '/wps/member/info').length;
  const before = await memberInfos();
  await driver.goto('/m/login');
  await driver.fill(field('Username'), DEMO.userName);
  await driver.fill(field('Password'), DEMO.password);
  await driver.click(button('Log in'));
  await urlMatches(driver, /\/m\/home$/);
  // The header's member link: the name, then the balance once its chunk is in.
  await visible(driver, link(new RegExp(`^${DEMO.userName}\\b`), banner()));
  await until('home to have its member', memberInfos, (n) => n > before);
}

const checked = (name: RegExp) =>
  `() => Array.from(document.querySelectorAll('input[type=radio]:checked')).some((r) => ${name}.test(r.labels && r.labels[0] ? r.labels[0].textContent : ''))`;

export const journeys: Journey[] = [
  {
    name: "a guest's home and its announcement popup",
    run: async (driver, sandbox) => {
      await sandbox.patchMerchant({
        announcements: [
          { id: 1, title: 'Guest notice', content: '<p>For visitors</p>', execution: 'B' },
        ],
      });
      await driver.goto('/m/home');
      await visible(driver, region('Featured'));
      const popup = dialog('Announcement');
      await visible(driver, heading('Guest notice', popup));
      await hasText(driver, popup, 'For visitors');
      await driver.click(button('Close', popup));
      await hidden(driver, popup);
    },
  },
  {
    name: 'log in with a password',
    run: async (driver, sandbox) => {
      await logIn(driver, sandbox);
      await driver.click(link('Me', { css: 'nav', name: 'Main navigation' }));
      await urlMatches(driver, /\/m\/member\/home$/);
      await hasText(driver, testId('member-name'), 'Hello, Demo');
      await hasText(driver, testId('member-account'), DEMO.userName);
      await driver.click(button('Log out'));
      await urlMatches(driver, /\/m\/home$/);
      await visible(driver, link('Log in', banner()));
      await evaluates(driver, `() => localStorage.getItem('MC_SESSION_INFO')`, null);
    },
  },
  {
    name: 'register',
    run: async (driver) => {
      await driver.goto('/m/register');
      await driver.fill(field('Username'), 'newplayer1');
      await driver.fill(field('Password'), 'abc123');
      await driver.fill(field('Confirm password'), 'abc124');
      await driver.click(button('Create account'));
      await visible(driver, text('The passwords do not match.'));
      await driver.fill(field('Confirm password'), 'abc123');
      await driver.click(button('Create account'));
      await urlMatches(driver, /\/m\/home$/);
      await visible(driver, link(/newplayer1/, banner()));
    },
  },
  {
    name: 'the lobby, and a game opened in its frame and closed',
    run: async (driver, sandbox) => {
      await logIn(driver, sandbox);
      await driver.goto('/m/game');
      const slots = region('Slots');
      await hasText(driver, slots, '6 games');
      await driver.click(button(/^Fortune Tiger/, slots));
      const game = dialog('Fortune Tiger');
      await visible(driver, frame('Fortune Tiger', game));
      // The app behind the frame is inert: taps and focus stay in the game.
      const inert = `() => document.getElementById('root').hasAttribute('inert')`;
      await evaluates(driver, inert, true);
      await until(
        "the game's own page in the frame",
        () => driver.frameText(frame('Fortune Tiger', game)),
        (shown) => shown.includes('Real play'),
      );
      await driver.click(button('Back', game));
      await hidden(driver, game);
      await evaluates(driver, inert, false);
      await visible(driver, slots);
    },
  },
  {
    name: 'a deposit through the payment page',
    run: async (driver, sandbox) => {
      await logIn(driver, sandbox);
      await driver.goto('/m/voucherCenter');
      await evaluates(driver, checked(/GCash/), true);
      await driver.fill(field('Amount'), '500');
      await driver.withNewWindow(
        async () => {
          await driver.click(button('Pay'));
          await visible(driver, heading('Waiting for your payment of ₱500.00'));
        },
        // Only the payment window here: a WebDriver session acts in one window at a time.
        async (payment) => {
          await urlMatches(payment, /\/sandbox-pay\/pay\.html\?order=/);
          await payment.click(button('Pay'));
          await hasText(payment, status(), 'Payment received');
        },
      );
      await visible(driver, heading('Deposit received: ₱500.00'));
      await hasText(driver, testId('new-balance'), '₱1,750.50');
    },
  },
  {
    name: 'a withdrawal',
    run: async (driver, sandbox) => {
      // The 24 h hold of a new account has its own Playwright tests: off for this journey.
      await sandbox.patchMerchant({ wallet: { withdraw: { newAccountHoldMs: 0 } } });
      await logIn(driver, sandbox);
      await driver.goto('/m/securityCenter/addBankCard');
      await driver.select(field('Bank'), 'BDO Unibank');
      await driver.fill(field('Account holder name'), 'Juan Dela Cruz');
      await driver.fill(field('Account number'), '001234567890');
      await driver.click(button('Save'));
      // The password again before a payout account is added (contract "Step-up").
      const confirm = dialog('Confirm it is you');
      await driver.fill(field('Password', confirm), DEMO.password);
      await driver.click(button('Confirm', confirm));
      await urlMatches(driver, /\/m\/withdraw$/);
      await evaluates(driver, checked(/BDO Unibank/), true);
      await driver.fill(field('Amount'), '200');
      await driver.click(button('Withdraw'));
      await visible(
        driver,
        text('Withdrawal of ₱200.00 requested. It is pending until it is paid out.'),
      );
      await hasText(driver, testId('withdraw-available'), '₱1,050.50');
      await hasText(driver, testId('withdraw-pending'), '₱200.00');
      const [newest] = await sandbox.withdrawals();
      if (newest?.status !== 'PENDING') throw new Error(`withdrawal: ${JSON.stringify(newest)}`);
      await sandbox.approveWithdrawal(newest.id);
      await driver.reload();
      await count(driver, listItem(undefined, testId('withdrawals')), 1);
      await hasText(driver, listItem(undefined, testId('withdrawals')), 'Paid out');
      await hasText(driver, testId('withdraw-pending'), '₱0.00');
    },
  },
  {
    name: 'switching to Urdu, right to left',
    run: async (driver) => {
      await driver.goto('/m/home');
      await visible(driver, heading('Home'));
      await driver.click(button('Language'));
      await driver.click(button('اردو'));
      const direction = `() => [document.documentElement.dir, document.documentElement.lang]`;
      await evaluates(driver, direction, ['rtl', 'ur']);
      // Mirrored: the brand (the header's first link) ends at the right edge.
      const brandAtRight = `() => { const r = document.querySelector('header a').getBoundingClientRect(); return r.right > innerWidth * 0.75 && r.left > innerWidth * 0.25; }`;
      await evaluates(driver, brandAtRight, true);
      await evaluates(driver, `() => localStorage.getItem('language')`, 'UR');
      await driver.reload();
      await evaluates(driver, direction, ['rtl', 'ur']);
      // Back to English from the same button, named in Urdu now.
      await driver.click({ css: 'header button' });
      await driver.click(button('English'));
      await evaluates(driver, direction, ['ltr', 'en']);
      await visible(driver, heading('Home'));
    },
  },
  {
    name: 'the session-expiry notice',
    run: async (driver, sandbox) => {
      await logIn(driver, sandbox);
      // The member page settled first: its own calls answered, nothing in flight.
      await driver.goto('/m/member/home');
      await hasText(driver, testId('member-account'), DEMO.userName);
      await hasText(driver, testId('header-balance'), '₱1,250.50');
      await sandbox.setFaults([
        { path: '/wps/member/info', status: 401 },
        { path: '/wps/v2/wallets/balance', status: 401 },
      ]);
      await driver.reload();
      const notice = alertDialog('Notice');
      await hasText(driver, notice, 'Please log in again');
      await visible(driver, link('Log in', banner()));
      await evaluates(driver, `() => localStorage.getItem('MC_SESSION_INFO')`, null);
      await visible(driver, button('Log in', notice));
      // Not followed further: in WebKit the page sometimes goes on from /m/login to /m/home by
      // itself, the stored session back for a moment and then a second notice.
    },
  },
  {
    name: 'the iPhone add-to-home-screen guide',
    engines: ['webkit'],
    installPrompt: true,
    run: async (driver) => {
      await driver.goto('/m/home');
      // Shown after its 1 s delay: no browser prompt to wait for on iOS.
      await driver.click(button('Install web app', dialog('Install our app')));
      const guide = dialog('Add to Home Screen');
      await count(driver, listItem(undefined, guide), 3);
      await hasText(
        driver,
        listItem(undefined, guide),
        'Tap the Share button in the address bar (or tap ⋯, then Share).',
      );
      await visible(driver, text('Scroll down and tap “Add to Home Screen”.', guide));
      await driver.click(button('Got it', guide));
      await hidden(driver, guide);
      await evaluates(driver, `() => sessionStorage.getItem('pwaInstallDeclined')`, 'true');
    },
  },
];
