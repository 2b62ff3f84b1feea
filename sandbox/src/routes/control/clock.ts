/**
 * GET and PUT /sandbox/clock (contract/src/safer-gambling.ts SandboxSaferGamblingApi.clock):
 * moves the sandbox's time forward, `{ offsetMs }` past the real time or to `{ now }` (epoch
 * ms), so a test can step past a cooling-off or the end of a break. It never goes back (an
 * offset below the current one, or a `now` before the sandbox's, is refused): what was stamped
 * before would then lie in the future. Only a reset sets it back to 0.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { SandboxClock } from '@wps/contract/safer-gambling';
import { clockOffset, setClockOffset } from '../../clock/clock.ts';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import { parseBody } from './parse-body.ts';

const whole = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const clockSchema = v.union([v.strictObject({ offsetMs: whole }), v.strictObject({ now: whole })]);

function answer(db: Db): SandboxClock {
  const offsetMs = clockOffset(db);
  return { offsetMs, now: Date.now() + offsetMs };
}

export const clockControlRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/clock', async () => ok(answer(db)));

  app.put('/clock', async (request, reply) => {
    const body = parseBody(clockSchema, request.body ?? {}, reply);
    if (!body) return reply;
    const offsetMs = 'offsetMs' in body ? body.offsetMs : body.now - Date.now();
    if (offsetMs < clockOffset(db)) {
      return reply
        .code(400)
        .send(fail('bad_request', 'The sandbox clock never goes back (POST /sandbox/reset does)'));
    }
    setClockOffset(db, offsetMs);
    return ok(answer(db));
  });
};
