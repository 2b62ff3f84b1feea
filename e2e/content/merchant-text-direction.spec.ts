/**
 * The merchant writes its content (announcements, news, help, promotions, game and lane names,
 * the mall, missions, rewards) in whatever language it has, often one for every player. Each
 * such text takes its own direction from its first strong letter (`dir="auto"`, `<bdi>`), inside
 * a page that keeps the player's: in the Urdu page an English line reads left to right with its
 * full stop or "?" last, and in the English page an Urdu line reads right to left.
 */
import type { Locator, Page } from '@playwright/test';
import { FeedbackApi, SandboxFeedbackApi } from '@wps/contract/feedback';
import { Demo } from '@wps/contract/paths';
import { expect, test } from '../support/fixtures';
import { addBankAccount } from '../support/money';
import { goInApp } from '../support/in-app';
import { signIn } from '../support/sign-in';

/** The direction the browser gives the element that holds the first letter of `locator`'s text. */
function directionOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    });
    const holder = walker.nextNode()?.parentElement;
    return holder?.matches(':dir(rtl)') ? 'rtl' : 'ltr';
  });
}

/** How far the end of `locator`'s text stays from its box's right edge, in CSS pixels. */
function spaceRightOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return element.getBoundingClientRect().right - range.getBoundingClientRect().right;
  });
}

/** Every element that shows `text` (a pill, a title, a card...) reads in `direction`. */
async function expectDirection(page: Page, text: string, direction: 'ltr' | 'rtl') {
  const shown = page.getByText(text);
  await expect(shown.first()).toBeVisible();
  const all = await shown.all();
  for (const [index, element] of all.entries()) {
    expect(await directionOf(element), `${text} (${index + 1} of ${all.length})`).toBe(direction);
  }
}

test('in the Urdu page, the merchant English reads left to right on every page', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(90_000);
  await sandbox.patchMerchant({
    status: { whitelabelVal: { REWCEN3: true } },
    saferGambling: {
      help: { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
      licenceText: 'Licensed by PAGCOR, licence 2024-001.',
    },
    announcements: [
      {
        id: 902,
        title: 'Scheduled maintenance',
        content: '<p>Lottery results will pause on Tuesday. Balances are safe.</p>',
        execution: 'A',
      },
    ],
  });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'UR'));
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The member's announcement popup: its title and its server HTML.
  await expectDirection(page, 'Scheduled maintenance', 'ltr');
  await expectDirection(page, 'Lottery results will pause on', 'ltr');
  expect(await directionOf(page.getByRole('dialog')), 'the popup itself').toBe('rtl');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The customer-service sheet's entries (the tab bar's help button).
  await page.getByRole('navigation').getByRole('button').click();
  await expectDirection(page, 'Comm100 support', 'ltr');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Home: the marquee's lines, the lanes' titles and their games' names.
  await expectDirection(page, 'GCash deposits now credit in under 1 minute.', 'ltr');
  await expectDirection(page, 'Live Casino', 'ltr');
  await expectDirection(page, 'Speed Baccarat', 'ltr');
  expect(await directionOf(page.getByRole('heading', { level: 1 })), 'the page title').toBe('rtl');

  const pages: [path: string, texts: string[]][] = [
    ['/m/help', ['How do I deposit?']],
    ['/m/news', ['New lottery draws every 5 minutes', 'Vietnam Lotto now draws every five']],
    ['/m/activity', ['100% first deposit bonus', 'New members']],
    ['/m/mall/mallHome', ['₱200 bonus', 'Paid into your balance at once']],
    ['/m/voucherCenter', ['Online banking']],
    ['/m/safer-gambling', ['Gamblers Anonymous', 'Licensed by PAGCOR']],
    ['/m/leaderBoard', ['Deposit 3 times']],
    ['/m/rewardCenter', ['Welcome bonus']],
    ['/m/game', ['Fishing', 'Evolution · AE Sexy']],
  ];
  for (const [path, texts] of pages) {
    await goInApp(page, path);
    for (const text of texts) await expectDirection(page, text, 'ltr');
  }
  // The lobby's vendor line reads left to right but sits on the right, under its lane's title.
  expect(await spaceRightOf(page.getByText('Evolution · AE Sexy')), 'the vendors').toBeLessThan(2);
  // A message the server wrote, in a notice whose title is the page's.
  await page.getByRole('button', { name: 'Crazy 777', exact: true }).click();
  const notice = page.getByRole('alertdialog');
  const message = notice.getByText('Crazy 777 is under maintenance');
  await expect(message).toBeVisible();
  expect(await directionOf(message), 'the server message').toBe('ltr');
  expect(await directionOf(notice), 'the notice').toBe('rtl');
  await page.keyboard.press('Escape');
  await expect(notice).toHaveCount(0);
  // A game's name in its frame reads left to right.
  await page.getByRole('button', { name: 'Sweet Bonanza', exact: true }).click();
  const frameTitle = page
    .getByRole('dialog', { name: 'Sweet Bonanza' })
    .getByText('Sweet Bonanza', { exact: true });
  await expect(frameTitle).toBeVisible();
  expect(await directionOf(frameTitle), 'the game frame title').toBe('ltr');
});

test('in the English page, an Urdu announcement reads right to left', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({
    announcements: [
      {
        id: 901,
        title: 'خوش آمدید',
        content: '<p>آج رات 10 بجے تک 100% بونس۔</p>',
        execution: 'B',
      },
    ],
  });
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expectDirection(page, 'خوش آمدید', 'rtl');
  await expectDirection(page, 'آج رات', 'rtl');
  expect(await directionOf(page.getByRole('dialog', { name: 'Announcement' }))).toBe('ltr');
});

test("in the Urdu page, a VIP level's conditions, a player's feedback with its answer and a withdrawal account read left to right", async ({
  page,
  sandbox,
}) => {
  const { token } = await signIn(page, 'vip01', 'vip123');
  // English feedback, answered in English by the operator.
  const sent = await page.request.post(FeedbackApi.feedback, {
    headers: { Authorization: token, Merchant: Demo.merchant },
    data: {
      category: 'DEPOSIT',
      content: 'My deposit took 10 minutes.',
      idempotencyKey: 'rtl-feedback-1',
    },
  });
  const { value } = (await sent.json()) as { value: { id: string } };
  const reply = { reply: 'It has arrived now.' };
  expect(
    (
      await page.request.put(sandbox.url + SandboxFeedbackApi.reply(value.id), { data: reply })
    ).ok(),
  ).toBe(true);
  await addBankAccount(page, undefined, 'vip123');
  await page.evaluate(() => localStorage.setItem('language', 'UR'));
  await page.goto('/m/member/benefits');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectDirection(page, '50 deposits', 'ltr');
  await goInApp(page, '/m/feedback');
  await expectDirection(page, 'My deposit took 10 minutes.', 'ltr');
  await expectDirection(page, 'It has arrived now.', 'ltr');
  // The withdrawal account's bank, as the server names it.
  await goInApp(page, '/m/withdraw');
  await expectDirection(page, 'BDO Unibank', 'ltr');
});
