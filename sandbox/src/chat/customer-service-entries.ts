/**
 * Customer-service entries as the sandbox answers them (domainRoute and
 * WPSCORE_getCustomerServiceScript). A real operator's entries hide absolute URLs of a
 * provider's origin; the seed cannot know the port it will run on, so a path hiding a URL of the
 * sandbox itself ('/sandbox-chat/chat.html?cs=1') is answered hiding that URL on the other
 * loopback name, re-encoded with its own key. Every other path (absolute, malformed) goes out as
 * stored, so a test can hand the client exactly what it wants to check.
 */
import type { FastifyRequest } from 'fastify';
import { CS_PATH_KEY_LENGTH, decodeCsPath, encodeCsPath } from '@wps/contract/system';
import { demoOrigin } from '../games/launch.ts';
import { isObject, type Json } from '../json/merge-patch.ts';

export function resolveEntry(entry: Json, origin: string): Json {
  if (!isObject(entry) || typeof entry.path !== 'string') return entry;
  const url = decodeCsPath(entry.path);
  if (!url?.startsWith('/') || url.startsWith('//')) return entry;
  const key = entry.path.slice(-CS_PATH_KEY_LENGTH);
  return { ...entry, path: encodeCsPath(new URL(url, origin).href, key) };
}

export function servedEntries(entries: readonly Json[], request: FastifyRequest): Json[] {
  const origin = demoOrigin(request.protocol, request.headers.host);
  return entries.map((entry) => resolveEntry(entry, origin));
}
