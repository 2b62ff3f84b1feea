import { Api } from '@wps/contract/paths';
import { expect, test } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';

test('maintenance shows the apology, the localized end time, and retry brings the site back', async ({
  page,
  sandbox,
}) => {
  const end = Date.UTC(2030, 0, 2, 15, 30);
  await sandbox.patchMerchant({
    status: { maintenance: true, maintenanceEnd: end, maintenanceDesc: 'Upgrading the wallet' },
  });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  await expect(page.getByText('Upgrading the wallet')).toBeVisible();
  const expected = await page.evaluate(
    (ms) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(ms),
      ),
    end,
  );
  await expect(page.getByTestId('maintenance-end')).toHaveText(`Expected to end: ${expected}`);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Without a description the apology shows.
  await sandbox.patchMerchant({ status: { maintenanceDesc: null } });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The site is under maintenance')).toBeVisible();
  await sandbox.patchMerchant({ status: { maintenance: false } });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('maintenance never waits for the opened page’s chunk, which it does not show', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { maintenance: true } });
  // Home's chunk never comes: Boot keeps the shell for a page's chunk only when it shows the page.
  await page.route(/\/m\/assets\/HomePage-[\w-]+\.js$/, () => undefined);
  // Paused: Boot's 10 s cap on that wait never runs out.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const screen = page.waitForResponse(/\/m\/assets\/MaintenanceScreen-[\w-]+\.js$/);
  await page.goto('/m/home');
  await screen;
  // React shows a part 300 ms after its fallback at the earliest: the clock moves 5 s at most.
  const heading = page.getByRole('heading', { level: 1, name: 'System maintenance' });
  for (let step = 0; step < 250 && !(await heading.isVisible()); step++)
    await page.clock.runFor(20);
  await expect(heading).toBeVisible();
  await expect(page.locator('#shell')).toHaveCount(0);
});

test('access denied shows the title in the language and in English, the IP and the apology', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { regionRestriction: true, ip: '203.0.113.77' } });
  await page.addInitScript(() => localStorage.setItem('language', 'VI'));
  await page.goto('/m/home');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Access denied');
  await expect(heading).not.toHaveText('Access denied');
  await expect(page.getByTestId('denied-ip')).toContainText('203.0.113.77');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('access denied in English shows the title once', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ status: { regionRestriction: true, ip: '198.51.100.4' } });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access denied');
  await expect(page.getByTestId('denied-ip')).toContainText('198.51.100.4');
  await expect(
    page.getByText('not available in your location or for your IP address'),
  ).toBeVisible();
  // Contact us opens the customer-service dialog (its channels: customer-service/).
  await page.getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
});

test('back online after more than 10 minutes, the site status is asked again: a maintenance begun meanwhile shows', async ({
  page,
  context,
  sandbox,
}) => {
  await page.clock.install();
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await networkQuiet(page);
  // No timer of the page runs from here: a part mounting late would ask for the status on its
  // own once it is old, and this test is about the browser's `online` event.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await sandbox.patchMerchant({ status: { maintenance: true } });
  await context.setOffline(true);
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 11 * 60_000);
  const asked = page.waitForRequest((r) => r.url().includes(Api.systemStatus));
  await context.setOffline(false);
  await asked;
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
});

test('maintenance’s confirm accepts the wait: the screen asks again by itself at the end time', async ({
  page,
  sandbox,
}) => {
  const end = Date.UTC(2030, 0, 2, 15, 30);
  await sandbox.patchMerchant({ status: { maintenance: true, maintenanceEnd: end } });
  // Installed before the page schedules anything: the wait is the clock's, not the machine's.
  await page.clock.install({ time: end - 10 * 60_000 });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  const expected = await page.evaluate(
    (ms) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(ms),
      ),
    end,
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will check again at' })).toHaveText(
    `We will check again at ${expected}.`,
  );
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  const statusCalls = async () =>
    (await sandbox.requests()).filter((r) => r.path === '/wps/system/status').length;
  const before = await statusCalls();
  await sandbox.patchMerchant({ status: { maintenance: false } });
  // A minute short of the end: still waiting, nothing asked.
  await page.clock.runFor(9 * 60_000);
  expect(await statusCalls()).toBe(before);
  await page.clock.runFor(60_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('maintenance without an end time has nothing to wait for: no confirm, retry stands', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { maintenance: true, maintenanceEnd: null } });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
});
