import { expect, test } from '../support/fixtures';

test('domain unavailable: notice with the data message, and the fastest of three lines first', async ({
  page,
  sandbox,
}) => {
  const host = new URL(sandbox.url).host;
  await sandbox.patchMerchant({
    domainList: [
      { domainName: `${host}/lines/1600` },
      { domainName: `${host}/lines/30` },
      { domainName: `${host}/lines/800` },
    ],
  });
  await sandbox.setFaults([
    {
      path: '/wps/system/status',
      body: JSON.stringify({
        success: false,
        errorCode: 'domain_not_available',
        value: { message: 'This address is blocked in your area' },
      }),
    },
  ]);
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await page.goto('/m/home?r=ref9');
  const dialog = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(dialog).toContainText('This address is blocked in your area');
  const lines = dialog.getByTestId('line');
  // The list comes once the slowest line has answered (1.6 s on an idle machine); each ping
  // goes through the busy test worker's sandbox, so the wait is for the state, generously.
  await expect(lines).toHaveCount(3, { timeout: 20_000 });
  await expect(dialog.getByRole('status')).toHaveCount(0);
  const times = await dialog.getByTestId('line-time').allTextContents();
  const ms = times.map((text) => Number.parseInt(text, 10));
  expect(ms).toEqual([...ms].sort((a, b) => a - b));
  // Lower bounds only: a busy machine adds time to every ping, never takes any away; the lines
  // are far enough apart that the added time cannot reorder them.
  expect(ms[1]).toBeGreaterThanOrEqual(750);
  expect(ms[2]).toBeGreaterThanOrEqual(1_550);
  await expect(lines.first()).toContainText('Fastest');
  await expect(lines.first().getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    `http://${host}/lines/30/m/home?r=ref9`,
  );
  // One-time load: the domain list is asked once.
  const asked = (await sandbox.requests()).filter((r) => r.path === '/wps/system/domainRoute');
  expect(asked).toHaveLength(1);

  // Customer service opens its dialog over the notice (its channels: customer-service/).
  await dialog.getByRole('button', { name: 'Customer service' }).click();
  const service = page.getByRole('dialog', { name: 'Customer service' });
  await expect(service).toBeVisible();
  await service.getByRole('button', { name: 'Close' }).click();
  await expect(service).toHaveCount(0);

  await sandbox.clearFaults();
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
