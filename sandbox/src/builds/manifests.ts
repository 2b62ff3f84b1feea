/**
 * Published builds (contract/src/builds.ts): the control API replaces the content of the two
 * asset manifests the app's update check hashes (spec §4, §7), so a browser test can put "a new
 * build" out and watch the whole update flow without building again.
 *
 * A real new build changes the worker too (its precache list names the new files), and only a
 * worker whose bytes changed makes registration.update() find a waiting worker. So once a build
 * is published the sandbox serves /m/sw.js with a comment naming the build appended
 * (`workerStamp`): the same code, new bytes, a new worker that installs and waits, as after a
 * real deploy. What is published lives in the database (a reset goes back to the real build).
 */
import type { ManifestSlot, PublishedBuild } from '@wps/contract/builds';
import type { Db } from '../db/db.ts';

export const BUILDS_SCHEMA = `
CREATE TABLE IF NOT EXISTS builds (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  build INTEGER NOT NULL,
  m TEXT,
  mobileMc TEXT
);
`;

/** Emptied by a reset: no row is the real build. */
export const BUILDS_TABLES = ['builds'];

type Row = { build: number; m: string | null; mobileMc: string | null };

const parsed = (text: string | null) =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

export function publishedBuild(db: Db): PublishedBuild {
  const row = db.prepare('SELECT build, m, mobileMc FROM builds WHERE id = 1').get() as
    Row | undefined;
  return {
    build: row?.build ?? 0,
    m: parsed(row?.m ?? null),
    mobileMc: parsed(row?.mobileMc ?? null),
  };
}

export function savePublishedBuild(db: Db, build: PublishedBuild): void {
  const text = (slot: ManifestSlot) => (build[slot] === null ? null : JSON.stringify(build[slot]));
  db.prepare(
    `INSERT INTO builds (id, build, m, mobileMc) VALUES (1, @build, @m, @mobileMc)
     ON CONFLICT(id) DO UPDATE SET build = @build, m = @m, mobileMc = @mobileMc`,
  ).run({ build: build.build, m: text('m'), mobileMc: text('mobileMc') });
}

/** The comment appended to the worker of published build `build`. */
export const workerStamp = (build: number) => `\n// sandbox build ${build}\n`;
