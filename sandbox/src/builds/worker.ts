/**
 * The worker's kill switch (contract/src/builds-worker.ts): once a test flips it (PUT
 * /sandbox/builds/worker {kill:true}), /m/sw.js is the build's kill worker (sw-kill.js,
 * app/build/pwa/kill-worker.ts) under the same URL, as a production site would deploy it. The
 * next update check of a player's browser installs it: it clears the caches and unregisters.
 * The switch lives in the database (every process on the file agrees) and a reset turns it off.
 */
import type { SandboxWorkerBuild } from '@wps/contract/builds-worker';
import type { Db } from '../db/db.ts';

export const WORKER_BUILD_SCHEMA = `
CREATE TABLE IF NOT EXISTS worker_build (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  kill INTEGER NOT NULL
);
`;

/** Emptied by a reset: no row is the build's own worker. */
export const WORKER_BUILD_TABLES = ['worker_build'];

export const WORKER_FILE = 'sw.js';
export const KILL_WORKER_FILE = 'sw-kill.js';

export function workerBuild(db: Db): SandboxWorkerBuild {
  const row = db.prepare('SELECT kill FROM worker_build WHERE id = 1').get() as
    { kill: number } | undefined;
  return { kill: row?.kill === 1 };
}

export function setWorkerBuild(db: Db, build: SandboxWorkerBuild): void {
  const kill = build.kill ? 1 : 0;
  db.prepare(
    'INSERT INTO worker_build (id, kill) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET kill = ?',
  ).run(kill, kill);
}
