/**
 * Whether a request's If-None-Match names this ETag (RFC 9110 §13.1.2: weak comparison, a list of
 * tags or `*`), i.e. whether the browser's copy is current and the answer may be 304.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}
