import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The weak ETag of a member's list at a change version: whose list (`kind` + member), at which
 * version, which page (the query string: limit and cursor). Read the version before the list, so a
 * change racing the read is answered again by the next poll rather than hidden behind this tag.
 */
export function listTag(kind: string, memberId: number, version: string, query: string): string {
  // The poll asks for the first page, with no query: no hash to compute on every poll.
  const page = query === '' ? 'first' : createHash('sha256').update(query).digest('base64url').slice(0, 12);
  return `W/"${kind}${memberId}-${version}-${page}"`;
}

/**
 * Whether a request's If-None-Match names this ETag (RFC 9110 §13.1.2: weak comparison, a list of
 * tags or `*`), i.e. whether the browser's copy is current and the answer may be 304.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // What a browser sends back: the one tag it was given, as it was given.
  if (header === etag) return true;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * Answers 304 Not Modified with no body and no Content-Length or Content-Type: RFC 9110 §15.4.5
 * allows a Content-Length only if it equals the full answer's, and a serialised `null` (4 bytes)
 * made HTTP clients that trust the header (autocannon, some proxies) wait for bytes that never come.
 */
export function notModified(reply: FastifyReply): FastifyReply {
  reply.removeHeader('content-type');
  return reply.code(304).send();
}
