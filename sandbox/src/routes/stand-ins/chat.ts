/**
 * The chat stand-in (contract §4, contract/src/customer-service.ts ChatStandIn): the page a
 * customer-service entry or the platform chat opens, served on the other loopback name. Each load
 * is recorded with what the app sent (the query, and whether a session token came by any way), so a
 * test can read it through GET /sandbox/chat; `?frame=deny` makes the page refuse framing, as some
 * providers do. The redirect of the CBS flow and the page's message box live here too.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ChatStandIn } from '@wps/contract/customer-service';
import { addMessage, liveTokens, MESSAGE_MAX_LENGTH, recordVisit } from '../../chat/store.ts';
import { LOCAL_FRAME_ANCESTORS, NO_INLINE, sandboxPolicy } from '../../http/security-headers.ts';
import type { Db } from '../../db/db.ts';
import { fail, ok } from '../../http/envelope.ts';
import type { FileCache } from '../../http/file-cache.ts';
import { decodePath, NO_CACHE, sendFile } from '../../http/send-file.ts';
import { publicFile } from './public-files.ts';

const TOKEN_MARK = '(token)';
const messageSchema = v.object({
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MESSAGE_MAX_LENGTH)),
});

/** Every place a token could ride in: the address and each header (Referer, Authorization, ...). */
function carriers(request: FastifyRequest): string[] {
  const headers = Object.values(request.headers).flatMap((value) =>
    Array.isArray(value) ? value : value === undefined ? [] : [String(value)],
  );
  let url = request.url;
  try {
    url = decodeURIComponent(url);
  } catch {
    // A malformed escape: the raw address is searched as it is.
  }
  return [url, ...headers];
}

/** What the app sent, with any token's value replaced so the log never holds one. */
function sentQuery(request: FastifyRequest, tokens: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  const params = new URL(request.url, 'http://stand-in').searchParams;
  for (const [key, value] of params) {
    query[key] = key === 'token' || tokens.some((t) => value.includes(t)) ? TOKEN_MARK : value;
  }
  return query;
}

export const chatStandInRoutes: FastifyPluginAsync<{ files: FileCache; db: Db }> = async (
  app,
  { files, db },
) => {
  app.get(ChatStandIn.page, async (request, reply) => {
    const file = publicFile(files, ChatStandIn.page);
    if (!file) return reply.callNotFound();
    const tokens = liveTokens(db);
    const query = sentQuery(request, tokens);
    const seen = carriers(request);
    const refusedFraming =
      query[ChatStandIn.refuseFraming.param] === ChatStandIn.refuseFraming.value;
    recordVisit(db, {
      query,
      tokenSent:
        'token' in query ||
        request.headers.authorization !== undefined ||
        tokens.some((token) => seen.some((text) => text.includes(token))),
      tokenValid: tokens.some((token) => seen.some((text) => text.includes(token))),
      dest: String(request.headers['sec-fetch-dest'] ?? ''),
      refusedFraming,
    });
    if (refusedFraming) {
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', sandboxPolicy(NO_INLINE, "'none'"));
    } else {
      // A provider's chat page is framed by the operator's site.
      reply.header('Content-Security-Policy', sandboxPolicy(NO_INLINE, LOCAL_FRAME_ANCESTORS));
    }
    return sendFile({ request, reply, files }, file, 'no-store');
  });

  // The CBS redirect flow: on to a page of this stand-in only, never an open redirect.
  app.get<{ Querystring: { redirectUrl?: string } }>(
    ChatStandIn.redirect,
    async (request, reply) => {
      const here = `${request.protocol}://${request.headers.host ?? ''}`;
      let target: URL | null = null;
      try {
        target = new URL(request.query.redirectUrl ?? '');
      } catch {
        target = null;
      }
      if (!target || target.origin !== here || !target.pathname.startsWith('/sandbox-chat/')) {
        return reply
          .code(400)
          .send(fail('bad_request', 'redirectUrl must be a stand-in chat page'));
      }
      return reply.header('Cache-Control', 'no-store').redirect(target.href, 302);
    },
  );

  app.post(ChatStandIn.messages, async (request, reply) => {
    const parsed = v.safeParse(messageSchema, request.body);
    if (!parsed.success) return reply.code(400).send(fail('bad_request', 'text: 1-500 characters'));
    return ok(addMessage(db, parsed.output.text));
  });

  // The page's script and styles.
  app.get('/sandbox-chat/*', async (request, reply) => {
    const path = decodePath(request.url);
    const file = path === undefined ? undefined : publicFile(files, path);
    if (!file) return reply.callNotFound();
    return sendFile({ request, reply, files }, file, NO_CACHE);
  });
};
