/**
 * The settings-driven download prompt (spec §3, §4, §9): regDays closable and forced,
 * the first-deposit and bind-card prompts of their pages, the domain switch both ways, texts and
 * look from the settings, and the overlay queue deciding between it and the announcement.
 * Negative checks run the page's fake clock past every wait (2 s at most) before looking.
 */
import type { Page } from '@playwright/test';
import { pauseSoon } from '../support/clock';
import { payDeposit } from '../support/deposit';
import { forgetSettings, loadWithSettings } from '../support/download-settings';
import { expect, test, type Sandbox } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';
import { signIn } from '../support/sign-in';
import { signInHome, violationsInBothThemes } from '../support/in-app';

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Play in our app' });
const on = (value: string | number | null = null) => ({ enabled: true, value });
const SWITCH = { download_condition_switch: on() };

const settings = (sandbox: Sandbox, downloadSetting: Record<string, unknown>) =>
  sandbox.patchMerchant({ downloadSetting: { ...SWITCH, ...downloadSetting } });

/** True from the moment a prompt opens (its lazily loaded dialog is asked for). */
function watchOpening(page: Page): () => boolean {
  let opened = false;
  page.on('request', (request) => {
    if (/\/DownloadPrompt-[^/]*\.js$/.test(request.url())) opened = true;
  });
  return () => opened;
}

/** Lets the page finish the work it has queued (renders, effects) without a fixed sleep. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
  );

/** Loads with the clock installed, then runs it past the longest wait: no prompt. */
async function expectNoPrompt(page: Page, load: () => Promise<unknown>) {
  await loadWithSettings(page, load);
  await page.clock.runFor(2500);
  await networkQuiet(page);
  await page.clock.runFor(500); // the reveal of a lazily loaded dialog, had it opened
  await expect(prompt(page)).toHaveCount(0);
}

test('regDays: closable at the value; closing skips it for the session and counts', async ({
  page,
  sandbox,
}) => {
  // demo01 registered on 2024-01-15: far more than 30 whole days ago.
  await settings(sandbox, { reg_days: on(30), app_desc: on('Claim 100 free spins in the app.') });
  await page.clock.install();
  await signInHome(page);
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page).getByText('Claim 100 free spins in the app.')).toBeVisible();
  await prompt(page).getByRole('button', { name: 'Close' }).click();
  await expect(prompt(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('download_prompt'))).toBe(
    JSON.stringify({ skip: true, closes: 1, forcedShown: false }),
  );
  await expectNoPrompt(page, () => page.reload());
});

test('axe finds nothing serious on the prompt (dark and light themes)', async ({
  page,
  sandbox,
}) => {
  await settings(sandbox, { domains_switch: on(2) });
  await page.goto('/m/home');
  await expect(prompt(page)).toBeVisible();
  expect(await violationsInBothThemes(page, '.app-prompt')).toEqual({ dark: [], light: [] });
});

test('regDays forced: no close button, Escape does not close it, and it is back on reload', async ({
  page,
  sandbox,
}) => {
  await settings(sandbox, { reg_days: on(1), reg_days_forced: on(30) });
  await signInHome(page);
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(prompt(page)).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('download_prompt') ?? '{}')),
  ).toMatchObject({ forcedShown: true });
  await page.reload();
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
});

test('first deposit: on /m/voucherCenter for a member with no deposit, 1 s after arriving', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMember('demo01', { depositCount: 0 });
  await settings(sandbox, { first_deposit: on() });
  await page.clock.install();
  await signInHome(page);
  await expectNoPrompt(page, () => page.reload()); // not on home, where the counts are loaded

  // Into the deposit page inside the app, with the clock standing still from just before.
  const opened = watchOpening(page);
  await pauseSoon(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/m/voucherCenter');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await settle(page);
  await page.clock.runFor(999);
  await settle(page);
  expect(opened(), 'not before 1 s').toBe(false);
  await page.clock.runFor(1);
  await expect.poll(opened, { message: 'opens at 1 s' }).toBe(true);
  await page.clock.runFor(300); // the reveal of the lazily loaded dialog
  await expect(prompt(page)).toBeVisible();
});

test('bind card: on the add-bank-card page for a member without a card', async ({
  page,
  sandbox,
}) => {
  await settings(sandbox, { bind_card: on(1) });
  await signIn(page);
  await page.goto('/m/securityCenter/addBankCard');
  await expect(prompt(page)).toBeVisible();
});

test('domain switch: 2 shows unless the domain is listed, 3 only where listed', async ({
  page,
  sandbox,
}) => {
  await page.clock.install();
  await settings(sandbox, { domains_switch: on(2), domains: on('https://localhost/') });
  await expectNoPrompt(page, () => page.goto('/m/home'));

  await settings(sandbox, { domains_switch: on(2), domains: on('m.elsewhere.example') });
  await forgetSettings(page);
  await page.reload();
  await expect(prompt(page)).toBeVisible();
  await prompt(page).getByRole('button', { name: 'Close' }).click();
  await page.evaluate(() => sessionStorage.clear());

  await settings(sandbox, { domains_switch: on(3), domains: on('m.elsewhere.example') });
  await expectNoPrompt(page, () => page.reload());

  await settings(sandbox, { domains_switch: on(3), domains: on('m.elsewhere.example, localhost') });
  await forgetSettings(page);
  await page.reload();
  await expect(prompt(page)).toBeVisible();
});

test('texts, background and theme from the settings; bottom_app_bar_mode as a sheet', async ({
  page,
  context,
  sandbox,
}) => {
  await context.route(/example\.com/, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }),
  );
  await settings(sandbox, {
    domains_switch: on(2),
    app_desc: on('Centred text'),
    app_background: on('https://example.com/prompt-art.svg'),
    theme: on('light'),
  });
  await page.goto('/m/home');
  await expect(prompt(page).getByText('Centred text')).toBeVisible();
  await expect(prompt(page)).toHaveAttribute('data-theme', 'light');
  await expect(prompt(page).locator('img.app-prompt-art')).toHaveAttribute(
    'src',
    'https://example.com/prompt-art.svg',
  );

  await settings(sandbox, {
    domains_switch: on(2),
    bottom_app_bar_mode: on(1),
    bottom_app_desc: on('Sheet text'),
  });
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(prompt(page).getByText('Sheet text')).toBeVisible();
  await expect(prompt(page)).toHaveClass(/app-prompt-sheet/);
  const box = await prompt(page).boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(600); // at the bottom of 800 px
});

test('the overlay queue: the announcement first, the prompt once it is closed', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    announcements: [{ id: 1, title: 'Guest notice', content: '<p>Hi</p>', execution: 'B' }],
  });
  await settings(sandbox, { domains_switch: on(2) });
  await page.clock.install();
  await page.goto('/m/home');
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await expect(announcement).toBeVisible();
  await page.clock.runFor(3000); // the prompt's 2 s have passed: it waits for its turn
  await networkQuiet(page);
  await page.clock.runFor(500); // the reveal of a lazily loaded dialog, had it opened
  await expect(announcement).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await announcement.getByRole('button', { name: 'Close' }).click();
  await expect(prompt(page)).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
});

test('in-game popup: in_game_popup_interval seconds after the game starts, over the game', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ downloadSetting: { in_game_popup_interval: on(30) } });
  await page.clock.install();
  await signIn(page);
  await page.goto('/m/game');
  const card = page.getByRole('button', { name: 'Fortune Tiger', exact: true });
  const frame = page.getByRole('dialog', { name: 'Fortune Tiger' });
  // Once first, so the frame's chunk is loaded and the timed start below waits on nothing.
  await card.click();
  await expect(frame).toBeVisible();
  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(frame).toBeHidden();

  const opened = watchOpening(page);
  await pauseSoon(page);
  await card.click();
  await expect(frame).toBeVisible();
  await settle(page);
  await page.clock.runFor(29_999);
  await settle(page);
  expect(opened(), 'not before 30 s').toBe(false);
  await page.clock.runFor(1);
  await expect.poll(opened, { message: 'opens at 30 s' }).toBe(true);
  await page.clock.runFor(300); // the reveal of the lazily loaded dialog
  await expect(prompt(page)).toBeVisible();
  await prompt(page).getByRole('button', { name: 'Close' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect(frame).toBeVisible();
});

test('a paid deposit that reaches deposit_times brings the prompt (the counts are asked again)', async ({
  page,
  sandbox,
}) => {
  // demo01 has 2 successful deposits: the third reaches the threshold.
  await settings(sandbox, { deposit_times: on(3) });
  await page.clock.install();
  await signIn(page);
  await expectNoPrompt(page, () => page.goto('/m/voucherCenter'));
  await payDeposit(page, sandbox, '500');
  await expect(page.getByRole('heading', { name: 'Deposit received: ₱500.00' })).toBeVisible();
  await expect(prompt(page)).toBeVisible();
});
