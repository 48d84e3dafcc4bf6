import { BlockList, isIPv6 } from 'node:net';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { notFoundBody } from '../plugins/forged-requests.ts';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether a caller's address is this machine: 127.0.0.0/8, ::1, or 127.x written as IPv4-mapped IPv6. */
export function isLoopbackAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return LOOPBACK.check(mapped, 'ipv4');
  try {
    return LOOPBACK.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
  } catch {
    // Not an address at all (BlockList throws on one): certainly not this machine.
    return false;
  }
}

/**
 * The headers a reverse proxy adds to name the client it forwards for. Any one of them means a proxy
 * stands between the client and us, whatever the socket's address says.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'via',
] as const;

/** Whether a request carries any header a proxy adds when it forwards one (FORWARDING_HEADERS). */
export function carriesForwardingHeaders(headers: FastifyRequest['headers']): boolean {
  return FORWARDING_HEADERS.some((name) => headers[name] !== undefined);
}

export type CallerAddress = {
  /** request.ip: the client's address, through the proxies TRUST_PROXY names. */
  ip: string | undefined;
  /** The socket's own address: the last hop, the proxy when there is one. */
  socketAddress: string | undefined;
  /** The request carries a forwarding header (carriesForwardingHeaders). */
  forwarded: boolean;
};

/**
 * Whether the person calling is at this machine: the one rule for the routes only they may call
 * (GET /metrics without a token, the dev mailbox, the test routes). A loopback address is not enough:
 * a reverse proxy on the same host connects from loopback for every visitor. So a request a proxy
 * forwarded is local only when a trusted proxy (TRUST_PROXY) said the client itself was on loopback,
 * which shows as request.ip differing from the socket's address; a forwarded request from a proxy
 * TRUST_PROXY does not name is never local.
 */
export function isLocalCaller(caller: CallerAddress): boolean {
  const throughTrustedProxy = caller.ip !== caller.socketAddress;
  return isLoopbackAddress(caller.ip) && (!caller.forwarded || throughTrustedProxy);
}

/** isLocalCaller for a Fastify request. */
export function isLocalRequest(request: FastifyRequest): boolean {
  return isLocalCaller({
    ip: request.ip,
    socketAddress: request.socket.remoteAddress,
    forwarded: carriesForwardingHeaders(request.headers),
  });
}

/**
 * For routes only a person at this machine may call (the dev mailbox, the test routes): any other
 * caller gets the same 404 as a route that does not exist. Who is local is
 * isLocalRequest's rule, the one GET /metrics uses.
 */
export const loopbackOnly: onRequestHookHandler = (request, reply, done) => {
  if (isLocalRequest(request)) return done();
  reply.status(404).send(notFoundBody(request.method, request.url));
};
