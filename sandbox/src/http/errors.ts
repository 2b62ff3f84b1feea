/**
 * Error and not-found answers. API paths get failure envelopes, other paths plain text; neither
 * ever carries a stack trace or an internal message (those go to the server log only).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';
import { isApiPath, pathOf } from './request-context.ts';

// What the client may learn about a request it got wrong; Fastify's own texts stay internal.
const CLIENT_MESSAGES: Record<number, string> = {
  400: 'Malformed request',
  413: 'Request body too large',
  415: 'Unsupported content type',
};

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
) {
  reply.code(status);
  if (isApiPath(pathOf(request.url))) return reply.send(fail(code, message));
  return reply.type('text/plain; charset=utf-8').send(message);
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      return answer(
        request,
        reply,
        status,
        'bad_request',
        CLIENT_MESSAGES[status] ?? 'Bad request',
      );
    }
    request.log.error({ err: error }, 'request failed');
    return answer(request, reply, 500, 'internal_error', 'Something went wrong, please try again');
  });

  app.setNotFoundHandler((request, reply) => answer(request, reply, 404, 'not_found', 'Not found'));
}

/**
 * JSON bodies: Fastify's own parser (it strips prototype-poisoning keys), except that an empty
 * body counts as no body, since clients send Content-Type: application/json on every call.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parse(request, text, done);
  });
}
