/**
 * A time-out: game launches and deposits are refused and explained in the player's
 * language with the break's end, a withdrawal still works, and no marketing popup (the
 * announcement, the welcome images, the download prompt) shows while it lasts, though the
 * announcement shows without the break.
 */
import type { Page } from '@playwright/test';
import { SaferGamblingApi } from '@wps/contract/safer-gambling';
import { SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { expect, test, type Sandbox } from '../support/fixtures';
import { addBankAccount, NO_HOLD } from '../support/money';
import { takeTimeOut } from '../support/safer-gambling-member';
import { signIn } from '../support/sign-in';
import { networkQuiet } from '../support/network-quiet';

const memberNotice = {
  id: 2,
  title: 'Member notice',
  content: '<p>For members</p>',
  execution: 'A',
};
const announcement = (page: Page) => page.getByRole('dialog', { name: 'Announcement' });
const BREAK_TEXT = /You are taking a break until .+\. You cannot deposit or play until then/;

/** Home with the announcement list in and the member's state read, past the popup's delay. */
async function homeSettled(page: Page) {
  const state = page.waitForResponse((r) => r.url().endsWith(SaferGamblingApi.state));
  await page.goto('/m/home');
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await state;
  await networkQuiet(page);
  await page.clock.runFor(2000);
  await networkQuiet(page);
  await page.clock.runFor(500); // the reveal of a lazily loaded dialog, had it opened
  await page.clock.resume(); // time flows again for the rest of the test
}

async function setUp(sandbox: Sandbox, page: Page) {
  await sandbox.patchMerchant({
    saferGambling: SAFER_GAMBLING_PRESETS.UK,
    announcements: [memberNotice],
  });
  const session = await signIn(page);
  await page.clock.install();
  return session;
}

test('without a break the member announcement shows', async ({ page, sandbox }) => {
  await setUp(sandbox, page);
  await homeSettled(page);
  await expect(announcement(page).getByRole('heading', { name: 'Member notice' })).toBeVisible();
});

test('during a time-out: no announcement, game and deposit refused with the end, withdrawal works', async ({
  page,
  request,
  sandbox,
}) => {
  const session = await setUp(sandbox, page);
  const onBreak = await takeTimeOut(request, sandbox, session.token);
  expect(onBreak.activeBreak?.kind).toBe('TIME_OUT');

  await homeSettled(page);
  await expect(announcement(page)).toHaveCount(0);

  await page.goto('/m/game');
  await page.getByRole('button', { name: 'Super Ace', exact: true }).click();
  const refused = page.getByRole('alertdialog', { name: 'Game not available' });
  await expect(refused).toContainText(BREAK_TEXT);
  await refused.getByRole('button').last().click();
  await expect(page.getByRole('dialog', { name: 'Super Ace' })).toHaveCount(0);

  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(BREAK_TEXT)).toBeVisible();

  await sandbox.patchMerchant(NO_HOLD); // the 24 h hold of a new account has its own tests
  await addBankAccount(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    page.getByText('Withdrawal of ₱200.00 requested. It is pending until it is paid out.'),
  ).toBeVisible();
});

test.describe('the other marketing overlays', () => {
  // The seeded welcome images (banner1, banner2) stay for these tests.
  test.use({ seededPopups: true });

  test('during a time-out: no welcome image and no download prompt either', async ({
    page,
    request,
    sandbox,
  }) => {
    await sandbox.patchMerchant({
      saferGambling: SAFER_GAMBLING_PRESETS.UK,
      announcements: [],
      // demo01 registered long before 30 days ago: without the break this prompt shows.
      downloadSetting: {
        download_condition_switch: { enabled: true, value: null },
        reg_days: { enabled: true, value: 30 },
      },
    });
    const session = await signIn(page);
    await page.clock.install();
    await takeTimeOut(request, sandbox, session.token);
    await homeSettled(page);
    await expect(page.getByRole('dialog', { name: 'Welcome gift' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Play in our app' })).toHaveCount(0);
  });
});

test('in Portuguese the game refusal is in Portuguese', async ({ page, request, sandbox }) => {
  const session = await setUp(sandbox, page);
  await takeTimeOut(request, sandbox, session.token);
  await page.evaluate(() => localStorage.setItem('language', 'PT-BR'));
  await page.goto('/m/game');
  await page.getByRole('button', { name: 'Super Ace', exact: true }).click();
  const refused = page.getByRole('alertdialog', { name: 'Jogo indisponível' });
  await expect(refused).toBeVisible();
  await expect(refused).not.toContainText('You are taking a break');
});
