import { BlockList, isIPv6 } from 'node:net';
import type { onRequestHookHandler } from 'fastify';
import { notFoundBody } from '../plugins/forged-requests.ts';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether a caller's address is this machine: 127.0.0.0/8, ::1, or 127.x written as IPv4-mapped IPv6. */
export function isLoopbackAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return LOOPBACK.check(mapped, 'ipv4');
  return LOOPBACK.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
}

/**
 * For routes only a person at this machine may call (the dev mailbox, the test routes): any other
 * caller gets the same 404 as a route that does not exist (issue 27 §10). `request.ip` is the
 * socket's address, or the client a trusted proxy names (TRUST_PROXY), never a header alone.
 */
export const loopbackOnly: onRequestHookHandler = (request, reply, done) => {
  if (isLoopbackAddress(request.ip)) return done();
  reply.status(404).send(notFoundBody(request.method, request.url));
};
