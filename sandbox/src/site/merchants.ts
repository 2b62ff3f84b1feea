/**
 * Merchants: the site status plus the content documents each merchant owns, its wallet
 * settings (deposit channels, withdrawal limits, banks, vouchers: `money/settings.ts`) and its
 * loyalty settings (missions and mall items: `loyalty/settings.ts`) and its safer-gambling
 * settings (`safer-gambling/settings.ts`).
 */
import type { Db } from '../db/db.ts';
import type { Json, JsonObject } from '../json/merge-patch.ts';
import { parseArray, parseObject } from '../db/json-columns.ts';

/** Content documents stored next to the status; the control API may patch each by name. */
export const LIST_FIELDS = [
  'announcements',
  'banners',
  'promotions',
  'customerService',
  'domainList',
  'marquee',
  'news',
  'promotionCategories',
  'helpCenter',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];

export type Merchant = {
  code: string;
  status: JsonObject;
  downloadSetting: JsonObject;
  wallet: JsonObject;
  loyalty: JsonObject;
  saferGambling: JsonObject;
} & Record<ListField, Json[]>;

/** The JSON documents of a row besides the lists. */
const DOCUMENTS = ['status', 'downloadSetting', 'wallet', 'loyalty', 'saferGambling'] as const;

type Row = Record<'code' | (typeof DOCUMENTS)[number] | ListField, string>;

export function getMerchant(db: Db, code: string): Merchant | undefined {
  const row = db.prepare('SELECT * FROM merchants WHERE code = ?').get(code) as Row | undefined;
  if (!row) return undefined;
  const merchant: Merchant = {
    code: row.code,
    status: parseObject(row.status),
    downloadSetting: parseObject(row.downloadSetting),
    wallet: parseObject(row.wallet),
    loyalty: parseObject(row.loyalty),
    saferGambling: parseObject(row.saferGambling),
    ...emptyLists(),
  };
  for (const field of LIST_FIELDS) merchant[field] = parseArray(row[field]);
  return merchant;
}

/** Every list field empty: a new merchant's content before anything is seeded or patched. */
export function emptyLists(): Record<ListField, Json[]> {
  return Object.fromEntries(LIST_FIELDS.map((field) => [field, []])) as unknown as Record<
    ListField,
    Json[]
  >;
}

const COLUMNS = ['code', ...DOCUMENTS, ...LIST_FIELDS];

export function saveMerchant(db: Db, merchant: Merchant): void {
  const row: Record<string, string> = { code: merchant.code };
  for (const field of DOCUMENTS) row[field] = JSON.stringify(merchant[field]);
  for (const field of LIST_FIELDS) row[field] = JSON.stringify(merchant[field]);
  db.prepare(
    `INSERT OR REPLACE INTO merchants (${COLUMNS.join(', ')})
     VALUES (${COLUMNS.map((column) => `@${column}`).join(', ')})`,
  ).run(row);
}
