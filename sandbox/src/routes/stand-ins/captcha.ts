/**
 * The Geetest stand-in's script servers (contract §4): under each of /captcha and /captcha-mirror,
 * gt.js (v3) and gt4.js (v4), built from public/captcha/slider-captcha.js, and the API those
 * scripts call next to themselves: `load` (a puzzle: where the notch is) and `verify` (a slide).
 * Two servers with the same content let a test fault one and watch a client fall back.
 */
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { CaptchaStandIn } from '@wps/contract/auth-stand-ins';
import { createChallenge, judgeSlide, reloadChallenge, TRACK_MAX } from '../../captcha/geetest.ts';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import type { CachedFile, FileCache } from '../../http/file-cache.ts';
import { NO_CACHE, sendFile } from '../../http/send-file.ts';
import { NO_INLINE } from '../../http/security-headers.ts';
import type { Captcha } from '../../captcha/store.ts';
import { PUBLIC_DIR } from './public-files.ts';

const CORE = join(PUBLIC_DIR, 'captcha', 'slider-captcha.js');
type Version = 'v3' | 'v4';

/** gt.js / gt4.js: the core wrapped so that it installs one version's global. */
function scriptBuilder(files: FileCache) {
  const built = new Map<string, CachedFile>();
  return (version: Version): CachedFile | undefined => {
    const core = files.get(CORE);
    if (!core) return undefined;
    const key = `${version}-${core.version}`;
    let file = built.get(key);
    if (!file) {
      const name = version === 'v4' ? CaptchaStandIn.v4Script : CaptchaStandIn.v3Script;
      const source = [
        `/* ${name}: the WPS sandbox's stand-in for Geetest ${version}, not the provider's script. */`,
        '(function () {',
        "'use strict';",
        core.body.toString('utf8'),
        `sandboxGeetest('${version}');`,
        '})();',
        '',
      ].join('\n');
      file = {
        body: Buffer.from(source, 'utf8'),
        type: 'text/javascript; charset=utf-8',
        etag: `W/"${key}"`,
        compressible: true,
        inlineHashes: NO_INLINE,
        encoded: {},
        version: core.version,
      };
      built.set(key, file);
    }
    return file;
  };
}

const puzzle = (captcha: Captcha) => ({ id: captcha.id, target: captcha.target, max: TRACK_MAX });

const slideSchema = v.object({
  id: v.string(),
  position: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(TRACK_MAX)),
});

export const captchaStandInRoutes: FastifyPluginAsync<{ db: Db; files: FileCache }> = async (
  app,
  { db, files },
) => {
  const script = scriptBuilder(files);

  for (const server of CaptchaStandIn.servers) {
    for (const version of ['v3', 'v4'] as const) {
      const name = version === 'v4' ? CaptchaStandIn.v4Script : CaptchaStandIn.v3Script;
      app.get(`${server}/${name}`, async (request, reply) => {
        const file = script(version);
        if (!file) return reply.callNotFound();
        return sendFile({ request, reply, files }, file, NO_CACHE);
      });
    }

    // v4: ?captcha_id= draws a new lot; v3: ?gt=&challenge= a new notch for that challenge.
    app.get<{ Querystring: { gt?: string; challenge?: string; captcha_id?: string } }>(
      `${server}/load`,
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { gt, challenge, captcha_id: captchaId } = request.query;
        if (captchaId !== undefined) {
          // Any id of the provider's form: a test may patch status.gw.GEETEST_ID.
          if (!/^[0-9a-f]{32}$/.test(captchaId)) {
            return fail('captcha.id.invalid', 'Invalid captcha_id');
          }
          return ok(puzzle(createChallenge(db, 'v4')));
        }
        if (gt !== CaptchaStandIn.gt) return fail('captcha.id.invalid', 'Invalid gt');
        const captcha = reloadChallenge(db, challenge, 'v3');
        if (!captcha) {
          return fail('captcha.expired', 'Unknown or expired challenge, fetch a new one');
        }
        return ok(puzzle(captcha));
      },
    );

    app.post(`${server}/verify`, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const input = v.safeParse(slideSchema, request.body);
      if (!input.success) return fail('bad_request', `A position from 0 to ${TRACK_MAX} is needed`);
      const outcome = judgeSlide(db, input.output.id, input.output.position);
      if (!outcome) return fail('captcha.expired', 'Unknown or expired challenge, fetch a new one');
      return ok(outcome.passed ? { passed: true, ...outcome.result } : outcome);
    });
  }
};
