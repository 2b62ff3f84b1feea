/**
 * Server text in the Urdu page keeps its own direction (design.md "RTL"): a points entry's
 * reference, the server's domain-unavailable message and a social login's server message read
 * left to right inside right-to-left notices and lists; a VIP name set inside an Urdu sentence
 * is isolated (FSI ... PDI), so "2 Gold" keeps its digit first.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
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

/** Where, left to right on screen, `first` and `then` of `text` are drawn inside `locator`. */
function drawnOrder(locator: Locator, text: string, first: string, then: string) {
  return locator.evaluate(
    (element, [whole, a, b]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(whole) ?? -1;
        if (at < 0) continue;
        const left = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        };
        const x = left(at + whole.indexOf(a));
        const y = left(at + whole.indexOf(b));
        return x < y ? 'in order' : 'reversed';
      }
      return 'not found';
    },
    [text, first, then] as const,
  );
}

async function inUrdu(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
}

test('a VIP name in Urdu reads in its own order: on the member home and in the benefits sentence', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMember('demo01', {
    clubLabel: { labelId: 3, labelName: '2 Gold', type: 'AUTO' },
  });
  await signIn(page);
  await inUrdu(page);
  await page.goto('/m/member/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const vip = page.getByTestId('member-vip');
  await expect(vip).toHaveText('2 Gold');
  expect(await drawnOrder(vip, '2 Gold', '2', 'G')).toBe('in order');

  await page.goto('/m/member/benefits');
  const level = page.getByTestId('vip-level');
  // The name is set apart in the sentence: first strong isolate, pop directional isolate.
  await expect(level).toHaveText('VIP درجہ: \u20682 Gold\u2069');
  expect(await drawnOrder(level, '2 Gold', '2', 'G')).toBe('in order');
});

test('in the Urdu page a points entry’s reference reads left to right', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await sandbox.patchMember('demo01', { points: 150 });
  await inUrdu(page);
  await page.goto('/m/member/transactions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab').nth(1).click();
  const reference = page.getByTestId('points-entries').getByText('sandbox', { exact: true });
  await expect(reference.first()).toBeVisible();
  expect(await directionOf(reference.first())).toBe('ltr');
  expect(await directionOf(page.getByTestId('points-entries'))).toBe('rtl');
});

test('in the Urdu page the server’s domain-unavailable message reads left to right', async ({
  page,
  sandbox,
}) => {
  // The notice races the site's lines: here the sandbox's own, so no ping leaves the machine.
  const host = new URL(sandbox.url).host;
  await sandbox.patchMerchant({ domainList: [{ domainName: `${host}/lines/30` }] });
  await sandbox.setFaults([
    {
      path: '/wps/system/status',
      body: JSON.stringify({
        success: false,
        errorCode: 'domain_not_available',
        value: { message: 'This address is blocked in your area.' },
      }),
    },
  ]);
  await inUrdu(page);
  await page.goto('/m/home');
  const dialog = page.getByRole('alertdialog');
  const message = dialog.getByText('This address is blocked in your area.');
  await expect(message).toBeVisible();
  expect(await directionOf(message)).toBe('ltr');
  expect(await directionOf(dialog.getByRole('heading').first())).toBe('rtl');
});

test('in the Urdu page a social login’s server message reads left to right', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await inUrdu(page);
  await page.goto('/m/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Google/ }).click();
  await (await popup).getByRole('button', { name: 'New player' }).click();
  const dialog = page.getByRole('alertdialog');
  const message = dialog.getByText('This account is not bound to a member');
  await expect(message).toBeVisible();
  expect(await directionOf(message)).toBe('ltr');
  expect(await directionOf(dialog.getByRole('heading').first())).toBe('rtl');
});
