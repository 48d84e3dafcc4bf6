/** The admin the main e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = {
  email: 'admin@e2e.test',
  password: 'Adm1n!Pass',
  /**
   * Admins must use two-factor sign-in (decision 012): journeys turn it on for this admin with this
   * base32 secret (a test-only route) and answer the code step with it (support/two-factor.ts).
   */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;
