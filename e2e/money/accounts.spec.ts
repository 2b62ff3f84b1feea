/**
 * Withdrawal accounts (/m/securityCenter/addBankCard and /addBankCardPix): a bank
 * account shown masked after saving, one Pix key of each type, and the keys a Pix form must
 * refuse (a bad CPF, a bad CNPJ, a landline, an upper-case random key) with a translated message
 * and the form kept.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { violationsInBothThemes, memberOnDarkSite } from '../support/in-app';
import { signIn } from '../support/sign-in';
import { addBankAccount, confirmWithPassword, stepUpDialog } from '../support/money';

const PIX_TYPES = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  PHONE: 'Phone',
  EMAIL: 'Email',
  EVP: 'Random key',
} as const;

async function fillPix(page: Page, type: keyof typeof PIX_TYPES, key: string) {
  await page.goto('/m/securityCenter/addBankCardPix');
  await page.getByRole('radio', { name: PIX_TYPES[type], exact: true }).check();
  await page.getByRole('textbox', { name: 'Pix key' }).fill(key);
  await page.getByRole('textbox', { name: 'Account holder name' }).fill('Ana Souza');
  await page.getByRole('button', { name: 'Save' }).click();
}

/** A valid key asks for the password again (contract "Step-up"), which is given. */
async function savePix(page: Page, type: keyof typeof PIX_TYPES, key: string) {
  await fillPix(page, type, key);
  await expect(stepUpDialog(page)).toBeVisible();
  await confirmWithPassword(page);
}

test('a bank account is saved and shown masked on the withdrawal page', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/securityCenter/addBankCard');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a bank.')).toBeVisible();
  await addBankAccount(page, '0099-8877-66');
  await expect(page.getByTestId('account-masked')).toHaveText('•••• 7766');
  await expect(page.getByText('0099887766')).toHaveCount(0);
});

test('one Pix key of each type is saved', async ({ page, sandbox }) => {
  void sandbox;
  await signIn(page);
  const keys: [keyof typeof PIX_TYPES, string, string][] = [
    ['CPF', '529.982.247-25', '•••• 4725'],
    ['CNPJ', '12.ABC.345/01DE-35', '•••• DE35'],
    ['PHONE', '+55 11 91234-5678', '•••• 5678'],
    ['EMAIL', 'Ana.Souza@example.com', '•••• .com'],
    ['EVP', '123e4567-e89b-42d3-a456-426614174000', '•••• 4000'],
  ];
  for (const [type, key, masked] of keys) {
    await savePix(page, type, key);
    await expect(page, type).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByTestId('account-masked').filter({ hasText: masked }), type).toHaveCount(
      1,
    );
  }
  await expect(page.getByTestId('account-masked')).toHaveCount(keys.length);
});

test('a bad CPF, a bad CNPJ, a landline and an upper-case random key are refused', async ({
  page,
  sandbox,
}) => {
  void sandbox;
  await signIn(page);
  const refused: [keyof typeof PIX_TYPES, string, RegExp][] = [
    ['CPF', '529.982.247-24', /CPF/],
    ['CNPJ', '11.222.333/0001-80', /CNPJ/],
    ['PHONE', '+55 11 3123-4567', /mobile/i],
    ['EVP', '123E4567-E89B-42D3-A456-426614174000', /lower case/],
  ];
  for (const [type, key, message] of refused) {
    await fillPix(page, type, key);
    const field = page.getByRole('textbox', { name: 'Pix key' });
    await expect(field, type).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: message }), type).toBeVisible();
    await expect(page, type).toHaveURL(/addBankCardPix$/);
    await expect(field, type).toHaveValue(key);
    await expect(page.getByRole('radio', { name: PIX_TYPES[type], exact: true })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Account holder name' })).toHaveValue(
      'Ana Souza',
    );
  }
});

test('the key type comes first and sets the keyboard', async ({ page, sandbox }) => {
  void sandbox;
  await signIn(page);
  await page.goto('/m/securityCenter/addBankCardPix');
  await expect(page.getByRole('textbox', { name: 'Pix key' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'CPF', exact: true }).check();
  await expect(page.getByRole('textbox', { name: 'Pix key' })).toHaveAttribute(
    'inputmode',
    'numeric',
  );
  await page.getByRole('radio', { name: 'Phone', exact: true }).check();
  await expect(page.getByRole('textbox', { name: 'Pix key' })).toHaveAttribute('type', 'tel');
  await page.getByRole('radio', { name: 'Email', exact: true }).check();
  await expect(page.getByRole('textbox', { name: 'Pix key' })).toHaveAttribute('type', 'email');
});

// One load for both themes: the theme is switched in place (e2e/support/in-app.ts).
test('the account pages have no serious axe violation in the dark and light themes', async ({
  page,
  sandbox,
}) => {
  test.slow(); // axe four times: two states, each in both themes
  await memberOnDarkSite(page, sandbox, '/m/securityCenter/addBankCard');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a bank.')).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
  await fillPix(page, 'CPF', '111');
  await expect(page.getByRole('textbox', { name: 'Pix key' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
});
