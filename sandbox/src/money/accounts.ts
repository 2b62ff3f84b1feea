/**
 * Withdrawal accounts of a member: bank cards or accounts, Pix keys, e-wallets and virtual
 * wallets. The whole number or key stays in the database; answers carry `masked` only.
 */
import {
  isValidAccountNumber,
  isValidHolderName,
  maskAccount,
  validatePixKey,
} from '@wps/contract/br-documents';
import { MoneyErrorCode, type PixKeyType, type WithdrawAccount } from '@wps/contract/money';
import type { Failure } from '@wps/contract/envelope';
import { sandboxNow } from '../clock/clock.ts';
import type { Db } from '../db/db.ts';
import { newId } from './ids.ts';
import { moneyTransaction } from './ledger.ts';
import { MoneyRefusal } from './refusal.ts';
import type { WalletSettings } from './settings.ts';

type AccountRow = {
  id: string;
  memberId: number;
  kind: WithdrawAccount['kind'];
  name: string;
  holderName: string;
  number: string;
  bankCode: string | null;
  pixKeyType: PixKeyType | null;
  createdAt: number;
};

function toAccount(row: AccountRow): WithdrawAccount {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    holderName: row.holderName,
    masked: maskAccount(row.number),
    ...(row.pixKeyType ? { pixKeyType: row.pixKeyType } : {}),
  };
}

export function memberAccounts(db: Db, memberId: number): WithdrawAccount[] {
  const rows = db
    .prepare('SELECT * FROM withdraw_accounts WHERE memberId = ? ORDER BY createdAt, id')
    .all(memberId) as AccountRow[];
  return rows.map(toAccount);
}

/**
 * The member's own account `id` with when it was added, or undefined (another member's account
 * is unknown too).
 */
export function findAccount(
  db: Db,
  memberId: number,
  id: string,
): (WithdrawAccount & { addedAt: number }) | undefined {
  const row = db
    .prepare('SELECT * FROM withdraw_accounts WHERE id = ? AND memberId = ?')
    .get(id, memberId) as AccountRow | undefined;
  return row && { ...toAccount(row), addedAt: row.createdAt };
}

/** The app's form rule (contract/src/br-documents.ts), with inner spaces collapsed. */
export function cleanHolderName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!isValidHolderName(name)) {
    throw new MoneyRefusal(
      MoneyErrorCode.holderNameInvalid,
      'The holder name must be 2 to 60 letters',
    );
  }
  return name;
}

type NewAccount = Omit<AccountRow, 'id' | 'createdAt'>;

/**
 * The step-up of an account about to be added (auth/step-up.ts): run once the account is valid,
 * so that a typing mistake costs no password try, and outside the insert's transaction, so that
 * a refused try stays counted.
 */
export type Confirm = () => Failure | undefined;

function confirmed(confirm: Confirm): void {
  const refused = confirm();
  if (refused) {
    throw new MoneyRefusal(
      refused.errorCode ?? 'bad_request',
      refused.message ?? '',
      refused.value,
    );
  }
}

/** Inserts unless the member has that number (of that bank) already. */
export function addAccount(db: Db, account: NewAccount, confirm: Confirm): WithdrawAccount {
  confirmed(confirm);
  return moneyTransaction(db, () => {
    const duplicate = db
      .prepare(
        'SELECT 1 FROM withdraw_accounts WHERE memberId = ? AND kind = ? AND bankCode IS ? AND number = ?',
      )
      .get(account.memberId, account.kind, account.bankCode, account.number);
    if (duplicate) {
      throw new MoneyRefusal(MoneyErrorCode.accountDuplicate, 'This account is saved already');
    }
    // The sandbox clock: a test moves it past the new account's withdrawal hold.
    const row: AccountRow = { ...account, id: newId('A'), createdAt: sandboxNow(db) };
    db.prepare(
      `INSERT INTO withdraw_accounts (id, memberId, kind, name, holderName, number, bankCode,
         pixKeyType, createdAt)
       VALUES (@id, @memberId, @kind, @name, @holderName, @number, @bankCode, @pixKeyType,
         @createdAt)`,
    ).run(row);
    return toAccount(row);
  });
}

export type BankCardInput = { bankCode: string; holderName: string; accountNumber: string };

/** A card or account number: 6 to 20 digits; spaces and dashes are only formatting. */
export function addBankCard(
  db: Db,
  memberId: number,
  settings: WalletSettings,
  input: BankCardInput,
  confirm: Confirm,
): WithdrawAccount {
  const bank = settings.banks.find((entry) => entry.code === input.bankCode);
  if (!bank) throw new MoneyRefusal(MoneyErrorCode.bankUnknown, 'Unknown bank');
  const holderName = cleanHolderName(input.holderName);
  if (!isValidAccountNumber(input.accountNumber)) {
    throw new MoneyRefusal(
      MoneyErrorCode.accountNumberInvalid,
      'The card or account number must be 6 to 20 digits',
    );
  }
  const number = input.accountNumber.replace(/[\s-]/g, '');
  return addAccount(
    db,
    {
      memberId,
      kind: 'BANK',
      name: bank.name,
      holderName,
      number,
      bankCode: bank.code,
      pixKeyType: null,
    },
    confirm,
  );
}

export type PixKeyInput = { keyType: PixKeyType; key: string; holderName: string };

/**
 * A Pix key checked against the type the player chose, with the app's own validators
 * (contract/src/br-documents.ts), and stored in the form the bank uses (CPF bare, phone
 * +55DDNNNNNNNNN, e-mail lower case): 529.982.247-25 and 52998224725 are one key.
 */
export function addPixKey(
  db: Db,
  memberId: number,
  input: PixKeyInput,
  confirm: Confirm,
): WithdrawAccount {
  const holderName = cleanHolderName(input.holderName);
  const check = validatePixKey(input.keyType, input.key);
  if (!check.ok) {
    throw new MoneyRefusal(
      MoneyErrorCode.pixKeyInvalid,
      `This is not a valid ${input.keyType} Pix key`,
    );
  }
  return addAccount(
    db,
    {
      memberId,
      kind: 'PIX',
      name: 'Pix',
      holderName,
      number: check.normalized,
      bankCode: null,
      pixKeyType: input.keyType,
    },
    confirm,
  );
}
