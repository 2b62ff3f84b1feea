/**
 * Customer service: the list (the config call's without a session or while the site
 * is down, the member's filtered by the VIP label), CS1/CS2 titles, and a chat opening in the
 * sandboxed frame on the other loopback name, from every contact-us button.
 */
import { ServiceApi } from '@wps/contract/customer-service';
import { SystemApi } from '@wps/contract/system';
import { seriousViolations } from '../support/axe';
import {
  chatOrigin,
  chatSeen,
  optionNames,
  serviceSheet,
  standInEntry,
  supportTab,
} from '../support/chat';
import { expect, test } from '../support/fixtures';
import { signInHome } from '../support/in-app';

test('maintenance: contact us opens the one chat of the list that needs no session, in a frame', async ({
  page,
  request,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    status: { maintenance: true },
    customerService: [standInEntry('cs=maintenance', { title: 'Live chat' })],
  });
  await page.goto('/m/home');
  const contact = page.getByRole('button', { name: 'Contact us' });
  await contact.click();

  // One entry: no choice list, the chat opens at once.
  const frame = page.getByRole('dialog', { name: 'Live chat' });
  await expect(frame).toBeVisible();
  await expect(serviceSheet(page)).toHaveCount(0);
  const iframe = frame.locator('iframe');
  const src = (await iframe.getAttribute('src')) ?? '';
  expect(new URL(src).origin).toBe(chatOrigin(sandbox.url));
  expect(new URL(src).origin).not.toBe(new URL(page.url()).origin);
  await expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin');
  const sandboxAttr = (await iframe.getAttribute('sandbox')) ?? '';
  expect(sandboxAttr).toContain('allow-scripts');
  expect(sandboxAttr).not.toContain('top-navigation');
  const chat = page.frameLocator('iframe');
  await expect(chat.getByRole('heading', { name: 'Customer service (sandbox)' })).toBeVisible();
  await expect(chat.getByTestId('token')).toHaveText('No token');
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  expect(await seriousViolations(page, '.full-frame-bar')).toEqual([]);

  // The list came from the config call: the site is down, and a guest has no session anyway.
  const paths = (await sandbox.requests()).map((r) => r.path);
  expect(paths).toContain(SystemApi.domainRoute);
  expect(paths).not.toContain(ServiceApi.customerService);
  const { visits } = await chatSeen(request, sandbox.url);
  expect(visits).toEqual([
    expect.objectContaining({ query: { cs: 'maintenance' }, dest: 'iframe', tokenSent: false }),
  ]);

  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(frame).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(contact).toBeFocused();
});

test('access denied: contact us lists the entries without the platform chat', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { regionRestriction: true, ip: '198.51.100.4' } });
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Contact us' }).click();
  // The seeded two, in csPosition order; no platform chat while the site is closed.
  expect(await optionNames(page)).toEqual(['Live chat', 'Comm100 support']);
  await serviceSheet(page).getByRole('button', { name: 'Comm100 support' }).click();
  await expect(page.getByRole('dialog', { name: 'Comm100 support' })).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('definition')).toHaveText(['2']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Comm100 support' })).toBeHidden();
});

const labelledList = [
  standInEntry('cs=help', { title: 'Help desk', csPosition: 1 }),
  standInEntry('cs=pay', { title: 'Payments desk', csPosition: 2 }),
  standInEntry('cs=vip2', { title: 'VIP hotline', csPosition: 2, labelIds: [3] }),
  standInEntry('cs=vip1', { title: 'VIP desk', csPosition: 1, labelIds: [3, 4] }),
  standInEntry('cs=other', { title: 'Platinum desk', labelIds: [9] }),
];

test("a VIP member sees the entries of the member's label instead of the general ones", async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({ customerService: labelledList });
  // vip01 holds the Gold label, labelId 3.
  await signInHome(page, 'vip01', 'vip123');
  await supportTab(page).click();
  expect(await optionNames(page)).toEqual(['Chat with us', 'VIP desk', 'VIP hotline']);
  const asked = (await sandbox.requests()).filter((r) => r.path === ServiceApi.customerService);
  expect(asked).toHaveLength(1);
  expect(asked[0]?.headers.authorization).toBeTruthy();
});

test('a plain member sees the general entries', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ customerService: labelledList });
  await signInHome(page);
  await supportTab(page).click();
  expect(await optionNames(page)).toEqual(['Chat with us', 'Help desk', 'Payments desk']);
});

test('two untitled entries show the choice list with CS1 and CS2; broken ones never show', async ({
  page,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    status: { whitelabelVal: { CBS3: false } },
    customerService: [
      standInEntry('cs=second', { csPosition: 2 }),
      { csType: 'AICAN', path: 'not base64!AAAAAAAA', csPosition: 0 },
      standInEntry('cs=first', { csPosition: 1 }),
      { ...standInEntry('x'), path: 'ICM=AAAAAAAé' },
    ],
  });
  await signInHome(page);
  const tab = supportTab(page);
  await tab.click();
  const sheet = serviceSheet(page);
  expect(await optionNames(page)).toEqual(['CS1', 'CS2']);
  expect(await seriousViolations(page, '.dialog')).toEqual([]);

  await sheet.getByRole('button', { name: 'CS1' }).click();
  const frame = page.getByRole('dialog', { name: 'CS1' });
  await expect(frame).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('definition')).toHaveText(['first']);
  // The browser's back closes the frame too; focus goes back to the Support tab.
  await page.goBack();
  await expect(frame).toBeHidden();
  await expect(tab).toBeFocused();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the domain-unavailable notice lists the entries that need no session', async ({
  page,
  sandbox,
}) => {
  // No lines to race: the list of customer service is what this test is about.
  await sandbox.patchMerchant({ domainList: [] });
  await sandbox.setFaults([
    {
      path: '/wps/system/status',
      body: JSON.stringify({ success: false, errorCode: 'domain_not_available' }),
    },
  ]);
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await page.goto('/m/home');
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await notice.getByRole('button', { name: 'Customer service' }).click();
  expect(await optionNames(page)).toEqual(['Live chat', 'Comm100 support']);
  await serviceSheet(page).getByRole('button', { name: 'Close' }).click();
  await expect(serviceSheet(page)).toHaveCount(0);
  await expect(notice).toBeVisible();
});
