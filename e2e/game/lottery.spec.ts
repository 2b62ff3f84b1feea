import { GameApi } from '@wps/contract/games';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

/** The launch fields the demo lottery page received, read from inside the frame. */
async function lotteryFields(page: Page) {
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('[data-field="lang"]')).toBeVisible();
  const fields = await frame
    .locator('[data-field]')
    .evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('data-field'), n.textContent]));
  return Object.fromEntries(fields) as Record<string, string>;
}

test('a guest opening /m/launchGame goes to /m/login', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/m/launchGame?prize_mode=Tradition&code=lobby');
  await expect(page).toHaveURL(/\/m\/login$/);
  expect((await sandbox.requests()).some((r) => r.path === GameApi.launchGame)).toBe(false);
});

test('prize_mode with code=lobby opens the lottery lobby with the §9 defaults', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMember('demo01', {
    clubLabel: { labelName: 'Gold', labelId: 3, type: 'AUTO' },
  });
  await signIn(page);
  await page.goto('/m/launchGame?prize_mode=Tradition&code=lobby');
  const frame = page.getByRole('dialog', { name: 'Lottery' });
  await expect(frame).toBeVisible();
  expect(await lotteryFields(page)).toMatchObject({
    area: 'VN',
    launchMode: 'LOTT',
    lottoMode: 'SEA_Tradition_Mobile',
    prizeMode: 'Tradition',
    hasLobby: 'true',
    device: 'MOBILE',
    lang: 'VI',
  });
  const launch = (await sandbox.requests()).find(
    (r) => r.path === GameApi.launchGame,
  ) as unknown as {
    query: Record<string, string>;
    headers: Record<string, string>;
  };
  expect(launch.headers.authorization).toBeTruthy();
  expect(launch.query.labelName).toBe('Gold');
  // No backUrl: back leads home.
  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('vendor with a node id and a same-origin backUrl: back returns there', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/launchGame?vendor=SEA_LOTT&code=MB&title=Mien%20Bac&backUrl=%2Fm%2Fgame');
  const frame = page.getByRole('dialog', { name: 'Mien Bac' });
  await expect(frame).toBeVisible();
  expect(await lotteryFields(page)).toMatchObject({
    vendor: 'SEA_LOTT',
    code: 'MB',
    hasLobby: 'false',
  });
  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
});

test('a backUrl to another origin is not honoured', async ({ page, sandbox }) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/launchGame?vendor=ELOTTO&backUrl=https%3A%2F%2Fevil.example%2Fm%2Fgame');
  const frame = page.getByRole('dialog', { name: 'Lottery' });
  await expect(frame).toBeVisible();
  await page.frameLocator('iframe').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a failed lottery launch shows the message and a retry that works', async ({
  page,
  sandbox,
}) => {
  await signIn(page);
  await sandbox.setFaults([
    {
      path: GameApi.launchGame,
      body: JSON.stringify({ success: false, errorCode: 'lott.closed', message: 'Draw is closed' }),
      times: 1,
    },
  ]);
  await page.goto('/m/launchGame?prize_mode=Tradition&code=HCM');
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText('Draw is closed');
  await page.getByRole('alertdialog', { name: 'Notice' }).getByRole('button').first().click();
  await expect(
    page.getByRole('heading', { name: 'The lottery could not be opened.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Lottery' })).toBeVisible();
});
