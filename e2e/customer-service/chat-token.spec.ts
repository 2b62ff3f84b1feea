/**
 * The session and chat origins: a chat origin the operator did not allow never sees
 * the token, on any request of any page, frame or tab; an allowed one gets it (entries: token and
 * username; the platform chat: the redirect flow). A provider that refuses framing opens in a
 * new tab.
 */
import {
  carried,
  chatOrigin,
  chatSeen,
  serviceSheet,
  sessionToken,
  standInEntry,
  supportTab,
  watchOrigin,
} from '../support/chat';
import { expect, test } from '../support/fixtures';
import { signInHome } from '../support/in-app';

test('a chat origin outside tokenLinkOrigins receives no token, on any request', async ({
  page,
  context,
  request,
  sandbox,
}) => {
  const origin = chatOrigin(sandbox.url);
  const seen = watchOrigin(context, origin);
  await signInHome(page);
  const token = await sessionToken(page);
  expect(token).toBeTruthy();

  // A third-party entry, and a message typed in it.
  await supportTab(page).click();
  await serviceSheet(page).getByRole('button', { name: 'Live chat' }).click();
  const chat = page.frameLocator('iframe');
  await expect(chat.getByTestId('token')).toHaveText('No token');
  await chat.getByLabel('Message').fill('Hello from the test');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('listitem')).toHaveText(['You: Hello from the test', /^Agent: /]);
  await page
    .getByRole('dialog', { name: 'Live chat' })
    .getByRole('button', { name: 'Back' })
    .click();

  // The platform chat through the redirect flow.
  await supportTab(page).click();
  await serviceSheet(page).getByRole('button', { name: 'Chat with us' }).click();
  await expect(chat.getByTestId('token')).toHaveText('No token');
  await expect(chat.getByRole('definition').first()).toHaveText('cbs');

  // Every request to that origin: address, headers (Referer too) and body.
  const paths = seen.map((r) => new URL(r.url()).pathname);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/sandbox-chat/chat.html',
      '/sandbox-chat/chat.js',
      '/sandbox-chat/messages',
      '/sandbox-chat/redirect',
    ]),
  );
  for (const r of seen) expect(await carried(r), r.url()).not.toContain(token);
  const { visits, messages } = await chatSeen(request, sandbox.url);
  expect(visits).toHaveLength(2);
  for (const visit of visits) expect(visit).toMatchObject({ tokenSent: false, tokenValid: false });
  expect(messages.map((m) => m.from)).toEqual(['player', 'operator']);
});

test('an allowed chat origin receives the token: entries with the username, the platform chat by the redirect flow', async ({
  page,
  request,
  sandbox,
}) => {
  await sandbox.patchMerchant({ status: { tokenLinkOrigins: [chatOrigin(sandbox.url)] } });
  await signInHome(page);
  await supportTab(page).click();
  await serviceSheet(page).getByRole('button', { name: 'Live chat' }).click();
  const chat = page.frameLocator('iframe');
  await expect(chat.getByTestId('token')).toHaveText('Token received');
  await expect(chat.getByRole('definition')).toHaveText(['1', '(received)', 'demo01']);
  await page.keyboard.press('Escape');

  await supportTab(page).click();
  await serviceSheet(page).getByRole('button', { name: 'Chat with us' }).click();
  await expect(chat.getByTestId('token')).toHaveText('Token received');
  const { visits } = await chatSeen(request, sandbox.url);
  expect(visits.map((v) => v.tokenValid)).toEqual([true, true]);
  // The redirect flow's fields, on the page the redirect led to.
  expect(visits[1]?.query).toMatchObject({
    platform: 'cbs',
    token: '(token)',
    b2c: '1',
    title: 'Chat with us',
    headerColor: '#181b22',
  });
  expect(visits[1]?.query.language).toMatch(/^[A-Z]{2}/);
  // The token is in the frame's address only, never in the app's own.
  expect(page.url()).not.toContain(await sessionToken(page));
});

test('a provider that refuses framing opens in a new tab', async ({
  page,
  context,
  request,
  sandbox,
}) => {
  await sandbox.patchMerchant({
    status: { whitelabelVal: { CBS3: false } },
    customerService: [
      standInEntry('cs=tab&frame=deny', { title: 'Tab desk', csPosition: 1, openIn: 'tab' }),
      standInEntry('cs=framed&frame=deny', { title: 'Framed desk', csPosition: 2 }),
    ],
  });
  await signInHome(page);

  // Known to refuse (openIn 'tab'): a tab of its own, no frame.
  await supportTab(page).click();
  const tabOpened = context.waitForEvent('page');
  await serviceSheet(page)
    .getByRole('button', { name: /^Tab desk/ })
    .click();
  const tab = await tabOpened;
  await expect(tab.getByRole('heading', { name: 'Customer service (sandbox)' })).toBeVisible();
  expect(new URL(tab.url()).origin).toBe(chatOrigin(sandbox.url));
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page.getByRole('dialog', { name: 'Tab desk' })).toHaveCount(0);
  await expect(serviceSheet(page)).toHaveCount(0);
  await tab.close();

  // Not known to refuse: the frame stays empty, and the bar opens it in a tab.
  await supportTab(page).click();
  await serviceSheet(page).getByRole('button', { name: 'Framed desk' }).click();
  const frame = page.getByRole('dialog', { name: 'Framed desk' });
  await expect(frame).toBeVisible();
  await expect.poll(async () => (await chatSeen(request, sandbox.url)).visits.length).toBe(2);
  const secondOpened = context.waitForEvent('page');
  await frame.getByRole('button', { name: 'Open in new tab' }).click();
  const second = await secondOpened;
  await expect(second.getByRole('heading', { name: 'Customer service (sandbox)' })).toBeVisible();
  await expect(frame).toBeHidden();

  const { visits } = await chatSeen(request, sandbox.url);
  expect(visits.map((v) => [v.query.cs, v.dest, v.refusedFraming])).toEqual([
    ['tab', 'document', true],
    ['framed', 'iframe', true],
    ['framed', 'document', true],
  ]);
});
