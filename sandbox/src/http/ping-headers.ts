/**
 * Headers of the line-speed ping. The line race pings every line of the domain list, each its
 * own origin, so the answer must be readable from any origin and must never come from a cache
 * (a cached answer would win every race).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export function pingHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'no-store');
}

/**
 * The CORS preflight a cross-origin ping needs: the client sends Merchant, Language and ModuleId
 * headers, so the browser asks first. The requested headers are echoed back, since a `*` would
 * not cover Authorization.
 */
export async function pingPreflight(request: FastifyRequest, reply: FastifyReply) {
  const requested = request.headers['access-control-request-headers'];
  pingHeaders(reply)
    .header('Access-Control-Allow-Methods', 'GET, OPTIONS')
    .header('Access-Control-Max-Age', '600');
  if (typeof requested === 'string') reply.header('Access-Control-Allow-Headers', requested);
  return reply.code(204).send();
}
