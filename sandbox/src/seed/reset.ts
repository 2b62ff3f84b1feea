/**
 * Seeding and reset. A fresh database gets two merchants with the same content and members:
 * `demo`, the site `npm start` shows, with the Malta safer-gambling preset on so a newcomer
 * meets the whole product, and `plain`, the spec's product with every safer-gambling tool off.
 * A reset wipes every table (the ledger too) but `meta`, which keeps the RSA key, so a client's
 * cached modulus stays valid.
 */
import type { Db } from '../db/db.ts';
import { getMeta, setMeta } from '../db/meta.ts';
import { STATE_TABLES } from '../db/schema.ts';
import { seedLoyalty } from './opening-loyalty.ts';
import { migrateBalances } from '../money/opening-balances.ts';
import { hashPassword } from '../auth/password.ts';
import {
  demoCustomerService,
  demoDomainList,
  demoSaferGambling,
  merchantFromTemplate,
  PLAIN_MERCHANT,
} from './demo-merchant.ts';
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
import { saveMerchant, type Merchant } from '../site/merchants.ts';
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

/**
 * One seeded site: its content, the demo members with their balances, points and reward. Each
 * site's members keep fixed ids of their own (`idOffset` apart), so tests stay stable.
 */
function seedMerchant(
  db: Db,
  code: string,
  { idOffset, saferGambling }: { idOffset: number; saferGambling?: Merchant['saferGambling'] },
): void {
  // Lines and customer service for the seeded sites only: a merchant the control API creates
  // starts with empty lists, like its other content.
  const template = merchantFromTemplate(code);
  saveMerchant(db, {
    ...template,
    saferGambling: saferGambling ?? template.saferGambling,
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
  for (const { password, id, ...member } of seedMembers) {
    const passwordHash = seedHash(password);
    saveMember(db, { ...member, id: id + idOffset, merchant: code, passwordHash });
  }
  // A seeded `balance` (demo01's ₱1,250.50) becomes the opening ADJUSTMENT of the ledger.
  migrateBalances(db);
  // Points only (demo01's cash ledger keeps its one opening entry) and demo01's welcome reward.
  seedLoyalty(db, code);
}

function seed(db: Db): void {
  // `demo` first, so its members and ledger entries keep the ids they had before `plain`.
  seedMerchant(db, 'demo', { idOffset: 0, saferGambling: demoSaferGambling() });
  seedMerchant(db, PLAIN_MERCHANT, { idOffset: 1000 });
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
