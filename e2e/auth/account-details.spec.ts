/**
 * Smaller account behaviours (spec §2, §5, §7): the suggested username and the country
 * dialling-code picker, fixed by the white-label flag UPDATEMOBILEICC3.
 */
import { expect, test } from '../support/fixtures';

test('Suggest fills in a username the server proposes that passes the rules', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/register');
  const username = page.getByRole('textbox', { name: 'Username' });
  await page.getByRole('button', { name: 'Suggest' }).click();
  await expect(username).toHaveValue(/^[a-z][a-z0-9]{5,15}$/i);
  await username.blur();
  await expect(page.getByText('Use 6 to 16 characters.')).toHaveCount(0);
  expect((await sandbox.requests()).map((r) => r.path)).toContain(
    '/wps/member/register/autoUsername',
  );
});

test('the country picker slides up, picks a dialling code, and the SMS goes to it', async ({
  page,
  sandbox,
}) => {
  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await page.getByRole('button', { name: 'Country code: +63' }).click();
  const list = page.getByRole('dialog', { name: 'Country code' });
  await list.getByRole('button', { name: /VN.*\+84/ }).click();
  await expect(list).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Country code: +84' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('912345678');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  const sms = (await (await page.request.get(`${sandbox.url}/sandbox/sms`)).json()).value as {
    mobileNum: string;
  }[];
  expect(sms[0]?.mobileNum).toBe('+84912345678');
});

test('UPDATEMOBILEICC3 fixes the dialling code to the site’s', async ({ page, sandbox }) => {
  await sandbox.patchMerchant({ status: { whitelabelVal: { UPDATEMOBILEICC3: true } } });
  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(page.getByRole('button', { name: 'Country code: +63' })).toBeDisabled();
});
