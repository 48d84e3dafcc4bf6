/** The admin the main e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'Adm1n!Pass' } as const;
