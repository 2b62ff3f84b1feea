/**
 * Sending files the sandbox keeps in its file cache (the app's build, the stand-ins' pages and
 * scripts): the cache headers, the ETag, compression when the client accepts it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from './request-context.ts';
import { pickEncoding, type CachedFile, type FileCache } from './file-cache.ts';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function decodePath(url: string): string | undefined {
  try {
    const path = decodeURIComponent(pathOf(url));
    return path.includes('\0') || path.includes('\\') ? undefined : path;
  } catch {
    return undefined;
  }
}

export type Sent = { request: FastifyRequest; reply: FastifyReply; files: FileCache };

/** Sends a cached file with its ETag, compressed when the client accepts it. */
export function sendFile({ request, reply, files }: Sent, file: CachedFile, cache: string) {
  reply.header('Cache-Control', cache).header('ETag', file.etag).type(file.type);
  if (file.compressible) reply.header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encoding = file.compressible ? pickEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(file.body);
  return reply.header('Content-Encoding', encoding).send(files.encode(file, encoding));
}
