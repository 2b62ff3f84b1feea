/**
 * Line stand-ins for the line race (spec §7): `/lines/{delayMs}` behaves as a line whose ping
 * answers after delayMs, so a domainList of `localhost:PORT/lines/50`, `…/lines/400` and
 * `…/lines/900` has a known winner. Besides the ping, a line's app pages redirect to this
 * server's, so a picked line's link (`{line}/m/home?r=…`) opens the app.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { fail, ok } from '../../http/envelope.ts';
import { pingHeaders, pingPreflight } from '../../http/ping-headers.ts';

export const MAX_LINE_DELAY_MS = 20_000;

// Digits only: '1e3', '0x10' or '1.5' would pass Number() but are not what a test means.
const delaySchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/),
  v.transform(Number),
  v.maxValue(MAX_LINE_DELAY_MS),
);

const PING = '/lines/:delayMs/wps/system/test/ping';

export const lineRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { delayMs: string } }>(PING, async (request, reply) => {
    pingHeaders(reply);
    const delay = v.safeParse(delaySchema, request.params.delayMs);
    if (!delay.success) {
      return reply
        .code(400)
        .send(fail('bad_request', `delayMs must be an integer from 0 to ${MAX_LINE_DELAY_MS}`));
    }
    await sleep(delay.output);
    return ok(true);
  });
  app.options(PING, pingPreflight);

  // The rest of the line's /wps stays a 404: the race only pings, the app then talks to its own.
  app.get('/lines/:delayMs/m*', async (request, reply) => {
    const target = request.url.replace(/^\/lines\/[^/]+/, '');
    return reply.redirect(target, 302);
  });
};
