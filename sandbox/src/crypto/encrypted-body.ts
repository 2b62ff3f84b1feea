/**
 * preHandler for every encrypted post (login, verification, register, password change): the
 * route sees the decrypted JSON in `request.decrypted`, or the client gets request_body_required.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@wps/contract/envelope';
import { decryptPost, type RsaKey } from './encrypted-post.ts';
import { fail } from '../http/envelope.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export function encryptedBody(rsa: RsaKey) {
  return async function decryptBody(request: FastifyRequest, reply: FastifyReply) {
    const result = decryptPost(
      rsa,
      {
        encryption: header(request, 'encryption'),
        modulus: header(request, 'x-rsa'),
        digest: header(request, 'x-digest'),
      },
      request.body,
    );
    // HTTP 200 with a failure envelope, as the platform answers (contract §2).
    if (!result.ok) return reply.send(fail(ErrorCode.requestBodyRequired, result.reason));
    request.decrypted = result.json;
  };
}
