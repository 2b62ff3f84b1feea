/**
 * /m/feedback (spec §2): a topic and a text checked as typed, sent once for a double
 * tap, listed with the operator's answer; refusals keep what was typed.
 */
import { SandboxFeedbackApi } from '@wps/contract/feedback';
import { violationsInBothThemes } from '../support/in-app';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

const TEXT = 'My deposit from this morning has not arrived yet.';

test('feedback is checked, sent once on a double tap, and listed with its answer', async ({
  page,
  sandbox,
  request,
}) => {
  await signIn(page);
  await page.goto('/m/feedback');
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();
  const topic = page.getByLabel('Topic');
  const message = page.getByLabel('Your message');
  const send = page.getByRole('button', { name: 'Send feedback' });

  // Nothing chosen, too short: both fields say why and nothing is sent.
  await message.fill('Too slow');
  await send.click();
  await expect(page.getByText('Choose a topic.')).toBeVisible();
  await expect(
    page.getByText('Please tell us a little more: at least 10 characters.'),
  ).toBeVisible();
  await expect(message).toHaveValue('Too slow');
  await expect(page.getByText('8 of 500 characters')).toBeVisible();

  await topic.selectOption({ label: 'Deposit' });
  await message.fill(TEXT);
  await expect(page.getByText('Choose a topic.')).toHaveCount(0);
  await send.dblclick();
  await expect(page.getByTestId('feedback-sent')).toHaveText('Thank you. Your feedback was sent.');
  await expect(message).toHaveValue('');
  const entries = page.getByTestId('feedback-list').getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Deposit');
  await expect(entries.first()).toContainText('Received');
  await expect(entries.first()).toContainText(TEXT);

  // The operator answers; the member sees it on the next visit.
  const [list] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/wps/v2/feedback') && r.request().method() === 'GET',
    ),
    page.reload(),
  ]);
  const id = ((await list.json()) as { value: { id: string }[] }).value[0]!.id;
  const answered = await request.put(sandbox.url + SandboxFeedbackApi.reply(id), {
    data: { reply: 'It has arrived now.' },
  });
  expect(answered.ok()).toBe(true);
  await page.reload();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Answered');
  await expect(entries.first()).toContainText('Our answer: It has arrived now.');
});

test('a refusal from the server keeps the text and says why', async ({ page, sandbox }) => {
  await signIn(page);
  await sandbox.setFaults([
    {
      path: '/wps/v2/feedback',
      method: 'POST',
      body: '{"success":false,"errorCode":"feedback.content.long","message":"Too long"}',
    },
  ]);
  await page.goto('/m/feedback');
  await page.getByLabel('Topic').selectOption({ label: 'Games' });
  await page.getByLabel('Your message').fill(TEXT);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Please keep it to 500 characters or fewer.')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue(TEXT);
  await expect(page.getByLabel('Topic')).toHaveValue('GAME');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the feedback page has no serious axe violation in the dark and light themes', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/feedback');
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Choose a topic.')).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
});
