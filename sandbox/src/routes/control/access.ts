/**
 * Who may use the control API. It resets, patches and reads every player's data, so it answers
 * only a client on this machine (the socket address, never X-Forwarded-For) that names the
 * sandbox by a loopback name or a host it was configured with. The Host check stops a web page
 * elsewhere from reaching it through DNS rebinding (its name resolving to 127.0.0.1).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../http/envelope.ts';

export type ControlAccess = {
  /** Clients on other machines too (SANDBOX_CONTROL=on). */
  allowRemote: boolean;
  /** Host names accepted besides the loopback ones (SANDBOX_CONTROL_HOST, the listen host). */
  hosts: readonly string[];
};

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/** The name in a Host header, without its port; IPv6 without brackets; lower case. */
export function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1]?.toLowerCase();
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === '' ? undefined : name;
}

/** localhost, a name under .localhost, 127.x.y.z or ::1 (a whole address, not a prefix). */
export function isLoopbackName(name: string): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(name)
  );
}

function refuse(reply: FastifyReply, why: string) {
  return reply.code(403).send(fail('forbidden', why));
}

export function controlAccessHook({ allowRemote, hosts }: ControlAccess) {
  const accepted = new Set(hosts.map((host) => hostName(host) ?? host));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!allowRemote && !isLoopback(request.socket.remoteAddress))
      return refuse(reply, 'The control API answers loopback clients only (SANDBOX_CONTROL=on)');
    const name = hostName(request.headers.host);
    if (name === undefined || (!isLoopbackName(name) && !accepted.has(name)))
      return refuse(
        reply,
        'The control API answers loopback host names only (SANDBOX_CONTROL_HOST adds one)',
      );
  };
}
