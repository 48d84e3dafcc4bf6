import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens in links mailed to a minor's parent (consent, revoke). Only the SHA-256 is stored
 * (guardian_tokens.token_hash), so a leaked table yields no usable link; the token itself is 32
 * random bytes, base64url, and exists only in the mail.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newGuardianToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
