/** The same call carries either the parent e-mail (a minor's overlay) or the profile fields. */
export function isParentEmailUpdate(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'parentEmail' in body;
}
