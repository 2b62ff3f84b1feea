/** Merchants: the site status plus the content documents each merchant owns. */
import type { Db } from '../db.ts';
import type { Json, JsonObject } from '../merge-patch.ts';
import { parseArray, parseObject } from './json.ts';

/** Content documents stored next to the status; the control API may patch each by name. */
export const LIST_FIELDS = [
  'announcements',
  'banners',
  'promotions',
  'customerService',
  'domainList',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];

export type Merchant = {
  code: string;
  status: JsonObject;
  downloadSetting: JsonObject;
} & Record<ListField, Json[]>;

type Row = Record<'code' | 'status' | 'downloadSetting' | ListField, string>;

export function getMerchant(db: Db, code: string): Merchant | undefined {
  const row = db.prepare('SELECT * FROM merchants WHERE code = ?').get(code) as Row | undefined;
  if (!row) return undefined;
  const merchant: Merchant = {
    code: row.code,
    status: parseObject(row.status),
    downloadSetting: parseObject(row.downloadSetting),
    announcements: [],
    banners: [],
    promotions: [],
    customerService: [],
    domainList: [],
  };
  for (const field of LIST_FIELDS) merchant[field] = parseArray(row[field]);
  return merchant;
}

export function saveMerchant(db: Db, merchant: Merchant): void {
  db.prepare(
    `INSERT OR REPLACE INTO merchants
       (code, status, downloadSetting, announcements, banners, promotions, customerService, domainList)
     VALUES (@code, @status, @downloadSetting, @announcements, @banners, @promotions, @customerService, @domainList)`,
  ).run({
    code: merchant.code,
    status: JSON.stringify(merchant.status),
    downloadSetting: JSON.stringify(merchant.downloadSetting),
    announcements: JSON.stringify(merchant.announcements),
    banners: JSON.stringify(merchant.banners),
    promotions: JSON.stringify(merchant.promotions),
    customerService: JSON.stringify(merchant.customerService),
    domainList: JSON.stringify(merchant.domainList),
  });
}
