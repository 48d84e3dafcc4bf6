import { isStrongPassword, MESSAGES, PASSWORD_MIN_LENGTH } from '@scouting/contract';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, members, session, user, verification } from '../db/schema/index.ts';
import type { Mailer } from '../infra/mail/mailer.ts';
import { authLogger } from '../logger.ts';
import { resetPasswordMail, verificationMail } from './auth-mails.ts';

/** Set by our Fastify bridge from the socket address; any copy sent by a client is dropped first. */
export const CLIENT_IP_HEADER = 'x-scouting-client-ip';

const PASSWORD_PATHS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Whether the account with this e-mail belongs to a suspended member (issue 12 §6). */
async function isSuspended(db: Database, email: unknown): Promise<boolean> {
  if (typeof email !== 'string') return false;
  const [row] = await db
    .select({ suspendedAt: members.suspendedAt })
    .from(members)
    .innerJoin(user, eq(user.id, members.authUserId))
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return Boolean(row?.suspendedAt);
}

export function createAuth(config: Config, db: Database, mailer: Mailer, log?: FastifyBaseLogger) {
  const identityRule = { window: 60, max: config.authRateLimitMax };
  return betterAuth({
    appName: 'Scouting Network',
    baseURL: config.appOrigin,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appOrigin],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    telemetry: { enabled: false },
    // Better Auth's own messages go to the server log, at their level, instead of the console.
    logger: log ? authLogger(log) : { disabled: true },
    emailAndPassword: {
      enabled: true,
      // SPEC §4: the new account is signed in at once; our routes, not sign-in, require verification.
      autoSignIn: true,
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetPasswordMail(user.email, `${config.appOrigin}/reset-password?token=${token}`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        // SPEC §2: the continue link lands on /login of this deployment.
        const link = `${config.appOrigin}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/login')}`;
        await mailer.send(verificationMail(user.email, link));
      },
    },
    // Better Auth only limits in production by default; identity routes are limited everywhere.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': identityRule,
        '/sign-up/email': identityRule,
        '/request-password-reset': identityRule,
        '/reset-password': identityRule,
        '/send-verification-email': identityRule,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appOrigin.startsWith('https://'),
      // Better Auth turns its Origin check off when NODE_ENV=test; on everywhere, tests prove what production does.
      disableOriginCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email' && config.signupDisabled) {
          throw new APIError('FORBIDDEN', { message: MESSAGES.signupDisabled, code: 'SIGNUP_DISABLED' });
        }
        if (ctx.path === '/sign-in/email' && (await isSuspended(db, ctx.body?.email))) {
          throw new APIError('FORBIDDEN', { message: MESSAGES.accountSuspended, code: 'ACCOUNT_SUSPENDED' });
        }
        const field = PASSWORD_PATHS[ctx.path];
        const password: unknown = field ? ctx.body?.[field] : undefined;
        if (field && (typeof password !== 'string' || !isStrongPassword(password))) {
          throw new APIError('BAD_REQUEST', { message: MESSAGES.passwordTooWeak, code: 'PASSWORD_TOO_WEAK' });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
