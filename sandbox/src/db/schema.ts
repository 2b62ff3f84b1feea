/**
 * Every table of the sandbox, in one list: the shared ones and each area's own. Opening a
 * database creates them (open-db.ts) and a reset empties them (seed/reset.ts). The areas' files
 * import only the Db type (db.ts), never this list, so no import runs back here.
 */
import { BUILDS_SCHEMA, BUILDS_TABLES } from '../builds/manifests.ts';
import { WORKER_BUILD_SCHEMA, WORKER_BUILD_TABLES } from '../builds/worker.ts';
import { CHAT_SCHEMA, CHAT_TABLES } from '../chat/store.ts';
import { STEP_UP_SCHEMA, STEP_UP_TABLES } from '../auth/step-up.ts';
import { CLOCK_SCHEMA, CLOCK_TABLES } from '../clock/clock.ts';
import { FEEDBACK_SCHEMA, FEEDBACK_TABLES } from '../feedback/store.ts';
import { LOYALTY_SCHEMA, LOYALTY_TABLES, migrateLoyalty } from '../loyalty/schema.ts';
import { MONEY_SCHEMA, MONEY_TABLES, migrateMoney } from '../money/schema.ts';
import { PASSKEY_SCHEMA, PASSKEY_TABLES } from '../passkeys/store.ts';
import { PUSH_SCHEMA, PUSH_TABLES } from '../push/store.ts';
import {
  migrateSaferGambling,
  SAFER_GAMBLING_SCHEMA,
  SAFER_GAMBLING_TABLES,
} from '../safer-gambling/schema.ts';
import { CORE_SCHEMA, CORE_TABLES, migrateCore } from './core-tables.ts';
import type { Db } from './db.ts';

/** CREATE TABLE IF NOT EXISTS statements, run on every open. */
export const SCHEMA = [
  CORE_SCHEMA,
  MONEY_SCHEMA,
  FEEDBACK_SCHEMA,
  LOYALTY_SCHEMA,
  CHAT_SCHEMA,
  CLOCK_SCHEMA,
  WORKER_BUILD_SCHEMA,
  SAFER_GAMBLING_SCHEMA,
  BUILDS_SCHEMA,
  PUSH_SCHEMA,
  STEP_UP_SCHEMA,
  PASSKEY_SCHEMA,
].join('\n');

/** The tables a reset empties: all but `meta`. */
export const STATE_TABLES = [
  ...CORE_TABLES,
  ...MONEY_TABLES,
  ...FEEDBACK_TABLES,
  ...LOYALTY_TABLES,
  ...CHAT_TABLES,
  ...SAFER_GAMBLING_TABLES,
  ...CLOCK_TABLES,
  ...WORKER_BUILD_TABLES,
  ...BUILDS_TABLES,
  ...PUSH_TABLES,
  ...STEP_UP_TABLES,
  ...PASSKEY_TABLES,
];

/** Columns added after a database may have been created; CREATE TABLE IF NOT EXISTS skips them. */
export function migrate(db: Db): void {
  const merchantColumns = db.prepare('PRAGMA table_info(merchants)').all() as { name: string }[];
  migrateCore(db, merchantColumns);
  migrateMoney(db, merchantColumns);
  migrateLoyalty(db, merchantColumns);
  migrateSaferGambling(db, merchantColumns);
}
