/**
 * Seeding and reset. A fresh database gets the demo merchant and members; a reset wipes every
 * table (the ledger too) but `meta`, which keeps the RSA key, so a client's cached modulus stays
 * valid.
 */
import type { Db } from '../db/db.ts';
import { getMeta, setMeta } from '../db/meta.ts';
import { STATE_TABLES } from '../db/schema.ts';
import { seedLoyalty } from './opening-loyalty.ts';
import { migrateBalances } from '../money/opening-balances.ts';
import { hashPassword } from '../auth/password.ts';
import { demoCustomerService, demoDomainList, merchantFromTemplate } from './demo-merchant.ts';
import { seedMembers } from './members.ts';
import {
  demoAnnouncements,
  demoBanners,
  demoHelpCenter,
  demoMarquee,
  demoNews,
  demoPromotionCategories,
  demoPromotions,
} from './content.ts';
import { saveMerchant } from '../site/merchants.ts';
import { saveMember } from '../member/members.ts';

// The demo passwords are public and the same on every reset, so each is hashed (with its own
// salt) once per process: the hashes were 70 % of a reset's time, and every browser test and
// most unit tests start from one.
const seedHashes = new Map<string, string>();

function seedHash(password: string): string {
  let hash = seedHashes.get(password);
  if (hash === undefined) seedHashes.set(password, (hash = hashPassword(password)));
  return hash;
}

function seed(db: Db): void {
  // Lines and customer service for the demo site only: a merchant the control API creates starts
  // with empty lists, like its other content.
  saveMerchant(db, {
    ...merchantFromTemplate('demo'),
    domainList: demoDomainList,
    customerService: demoCustomerService,
    announcements: demoAnnouncements,
    banners: demoBanners,
    marquee: demoMarquee,
    news: demoNews,
    promotions: demoPromotions,
    promotionCategories: demoPromotionCategories,
    helpCenter: demoHelpCenter,
  });
  for (const { password, ...member } of seedMembers) {
    saveMember(db, { ...member, merchant: 'demo', passwordHash: seedHash(password) });
  }
  // A seeded `balance` (demo01's ₱1,250.50) becomes the opening ADJUSTMENT of the ledger.
  migrateBalances(db);
  // Points only (demo01's cash ledger keeps its one opening entry) and demo01's welcome reward.
  seedLoyalty(db, 'demo');
}

export function resetDb(db: Db): void {
  db.transaction(() => {
    for (const table of STATE_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    seed(db);
    setMeta(db, 'seeded', new Date().toISOString());
  })();
}

/** Seeds a database that never was; leaves an existing one (and its sessions) alone. */
export function seedIfEmpty(db: Db): void {
  if (getMeta(db, 'seeded') === undefined) resetDb(db);
}
