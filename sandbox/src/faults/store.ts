/** Injected faults (contract §5): answers the sandbox gives instead of (or before) the real one. */
import * as v from 'valibot';
import type { Db } from '../db/db.ts';

export const faultSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/')),
  method: v.optional(v.string()),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120_000))),
  body: v.optional(v.string()),
  contentType: v.optional(v.string()),
  /** Pads the answer (the body above, or the normal one) with trailing spaces to this size. */
  padToBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20_000_000))),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type Fault = v.InferOutput<typeof faultSchema>;

/** Replaces every fault with `faults` (PUT semantics). */
export function replaceFaults(db: Db, faults: Fault[]): void {
  const insert = db.prepare('INSERT INTO faults (spec, remaining) VALUES (?, ?)');
  db.transaction(() => {
    db.prepare('DELETE FROM faults').run();
    for (const fault of faults) insert.run(JSON.stringify(fault), fault.times ?? null);
  })();
}

export function clearFaults(db: Db): void {
  db.prepare('DELETE FROM faults').run();
}

/**
 * The first fault matching the request, used up once: `times` counts down and a fault whose
 * count reaches zero is removed; a fault without `times` stays until cleared.
 */
export function takeFault(db: Db, method: string, path: string): Fault | undefined {
  const rows = db.prepare('SELECT id, spec, remaining FROM faults ORDER BY id').all() as {
    id: number;
    spec: string;
    remaining: number | null;
  }[];
  for (const row of rows) {
    const fault = JSON.parse(row.spec) as Fault;
    if (fault.path !== path) continue;
    if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) continue;
    if (row.remaining === null) return fault;
    if (row.remaining <= 1) db.prepare('DELETE FROM faults WHERE id = ?').run(row.id);
    else db.prepare('UPDATE faults SET remaining = ? WHERE id = ?').run(row.remaining - 1, row.id);
    return fault;
  }
  return undefined;
}
