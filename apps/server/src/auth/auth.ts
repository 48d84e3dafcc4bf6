import type { TErrorCode } from '@scouting/contract/error-codes';
import { MESSAGES } from '@scouting/contract/messages';
import { isStrongPassword, PASSWORD_MIN_LENGTH } from '@scouting/contract/password';
import { englishOf } from '@scouting/contract/sentences';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, members, session, twoFactor as twoFactorTable, user, verification } from '../db/schema/index.ts';
import { accountMailLanguage, addressMailLanguage, requestMailLanguage } from '../infra/mail/mail-language.ts';
import type { Mailer } from '../infra/mail/mailer.ts';
import { createMemoryKeyValueStore, type KeyValueStore } from '../infra/shared-state/key-value-store.ts';
import { authLogger } from '../logger.ts';
import { announceAccountChanged } from '../platform/live-updates/announce.ts';
import { createMemoryLimitStore, type LimitStore } from '../platform/rate-limits/limit-store.ts';
import { accountLockedMail, resetPasswordMail, verificationMail } from './auth-mails.ts';
import { forgetAccount } from './caller-cache.ts';
import { createLoginAttempts, type Refusal } from './login-attempts.ts';

/** Set by our Fastify bridge from the socket address; any copy sent by a client is dropped first. */
export const CLIENT_IP_HEADER = 'x-scouting-client-ip';

const PASSWORD_PATHS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Whether the account with this e-mail belongs to a suspended member (docs/product.md#reports-and-suspension). */
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

/** The account a sign-in names, when it exists: lockout counts per account (decision 012). */
async function accountOf(db: Database, email: unknown): Promise<string | null> {
  if (typeof email !== 'string') return null;
  const [row] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.email ?? null;
}

function lockedError(lockedUntil: number, reason: Refusal['reason'] = 'account') {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil - Date.now()) / 1000));
  // SIGN_IN_LIMITED goes out as RATE_LIMITED with its own sentence (auth-routes.ts): the address is
  // limited, the account is not locked.
  const body =
    reason === 'address'
      ? { message: MESSAGES.signInAttemptsLimited, code: 'SIGN_IN_LIMITED' }
      : { message: MESSAGES.accountLocked, code: 'ACCOUNT_LOCKED' satisfies TErrorCode };
  return new APIError('TOO_MANY_REQUESTS', body, { 'Retry-After': String(retryAfter) });
}

/** The client address our Fastify bridge wrote (auth-routes.ts); null for calls from scripts. */
function clientAddress(headers: Headers | undefined): string | null {
  return headers?.get(CLIENT_IP_HEADER) || null;
}

async function isAdminAccount(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: members.role }).from(members).where(eq(members.authUserId, userId)).limit(1);
  return row?.role === 'Admin';
}

/**
 * Where Better Auth's short-lived counters live: the app's stores, so that with REDIS_URL every
 * instance counts the same sign-in attempts. Scripts (create-admin, seed) run without them.
 */
/** New verification links one address may be sent: a person asks again once or twice, a script keeps asking. */
export const VERIFICATION_RESENDS = { max: 3, window: 60 * 60 };

export type AuthSharedState = { keyValueStore?: KeyValueStore; limitStore?: LimitStore };

/** Better Auth's rate limiter counting in our limit store (one atomic step per request, as it asks). */
function rateLimitStorage(limitStore: LimitStore) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const taken = await limitStore.take(`auth:${key}`, rule.max, rule.window);
      return taken.allowed
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: taken.retryAfterSeconds };
    },
  };
}

export function createAuth(
  config: Config,
  db: Database,
  mailer: Mailer,
  log?: FastifyBaseLogger,
  /** Scripts without a server pass none: in-process counters, no cached session lookups to forget. */
  shared: AuthSharedState = {},
) {
  // Better Auth's own writes end cached lookups of the account: sign-out and revoked sessions (session
  // deleted), password reset (sessions deleted) and change (account updated), two-factor and e-mail
  // verification (user updated). Its after-hooks run once the write committed. The member's open
  // event streams then check their session again, so one whose session ended closes (decision 017).
  const forget = async (userId: string | undefined) => {
    if (!userId) return;
    if (shared.keyValueStore) await forgetAccount(shared.keyValueStore, userId);
    announceAccountChanged(userId);
  };
  const identityRule = { window: 60, max: config.authRateLimitMax };
  const loginAttempts = createLoginAttempts(shared.keyValueStore ?? createMemoryKeyValueStore());
  const resends = shared.limitStore ?? createMemoryLimitStore();
  return betterAuth({
    appName: 'Scouting Network',
    baseURL: config.appOrigin,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.appOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    databaseHooks: {
      user: {
        update: { after: async (updated) => forget(updated?.id) },
        delete: { after: async (deleted) => forget(deleted.id) },
      },
      session: { delete: { after: async (deleted) => forget(deleted.userId) } },
      account: {
        create: { after: async (created) => forget(created.userId) },
        update: { after: async (updated) => forget(updated?.userId) },
        delete: { after: async (deleted) => forget(deleted.userId) },
      },
    },
    telemetry: { enabled: false },
    // Better Auth's own messages go to the server log, at their level, instead of the console.
    logger: log ? authLogger(log) : { disabled: true },
    emailAndPassword: {
      enabled: true,
      // docs/product.md#accounts-and-registration: the new account is signed in at once; our routes, not sign-in, require verification.
      autoSignIn: true,
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        const language = (await accountMailLanguage(db, user.id)) ?? requestMailLanguage(request?.headers);
        await mailer.send(resetPasswordMail(user.email, `${config.appOrigin}/reset-password?token=${token}`, language));
      },
      // Whoever completes a reset holds the mailbox: the lock (and its backoff) is lifted (decision 023).
      onPasswordReset: async ({ user }) => {
        await loginAttempts.reset(user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }, request) => {
        // docs/product.md#pages: the continue link lands on /login of this deployment.
        const link = `${config.appOrigin}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/login')}`;
        // docs/product.md#languages: the account's language, else the language of the sign-up (or resend) request.
        const language = (await accountMailLanguage(db, user.id)) ?? requestMailLanguage(request?.headers);
        await mailer.send(verificationMail(user.email, link, language));
      },
    },
    // Better Auth only limits in production by default; identity routes are limited everywhere.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      ...(shared.limitStore ? { customStorage: rateLimitStorage(shared.limitStore) } : {}),
      customRules: {
        '/sign-in/email': identityRule,
        '/sign-up/email': identityRule,
        '/request-password-reset': identityRule,
        '/reset-password': identityRule,
        '/send-verification-email': identityRule,
        '/two-factor/verify-totp': identityRule,
        '/two-factor/verify-backup-code': identityRule,
        '/two-factor/enable': identityRule,
        '/two-factor/disable': identityRule,
        '/change-password': identityRule,
      },
    },
    plugins: [
      // Decision 012: TOTP with ten single-use backup codes; admins must have it (requireMember).
      twoFactor({ issuer: englishOf(MESSAGES.productName), backupCodeOptions: { amount: 10, length: 10 } }),
    ],
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appOrigin.startsWith('https://'),
      // Better Auth turns its Origin check off when NODE_ENV=test; on everywhere, tests prove what production does.
      disableOriginCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email' && config.signupDisabled) {
          throw new APIError('FORBIDDEN', {
            message: MESSAGES.signupDisabled,
            code: 'SIGNUP_DISABLED' satisfies TErrorCode,
          });
        }
        if (ctx.path === '/sign-in/email') {
          // A limited address or a locked account is refused before the password is checked, so the
          // refusal tells nothing about the password.
          const name = await accountOf(db, ctx.body?.email);
          const refusal = name ? await loginAttempts.refusal(name, clientAddress(ctx.headers)) : null;
          if (refusal !== null) throw lockedError(refusal.until, refusal.reason);
        }
        if (ctx.path === '/send-verification-email') {
          // The per-address identity rule stops one client; this stops many clients
          // filling one inbox. Keyed by the address asked for, so it holds whoever asks.
          const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
          const taken = email
            ? await resends.take(`verification-resend:${email}`, VERIFICATION_RESENDS.max, VERIFICATION_RESENDS.window)
            : { allowed: true as const };
          if (!taken.allowed) {
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { message: MESSAGES.verificationResendLimited, code: 'VERIFICATION_RESEND_LIMITED' },
              { 'Retry-After': String(taken.retryAfterSeconds) },
            );
          }
        }
        if (ctx.path === '/two-factor/disable') {
          // Admins must keep it (decision 012); other members may turn it off with their password.
          const current = await getSessionFromCtx(ctx);
          if (current && (await isAdminAccount(db, current.user.id))) {
            throw new APIError('FORBIDDEN', {
              message: MESSAGES.twoFactorAdminCannotDisable,
              code: 'TWO_FACTOR_REQUIRED' satisfies TErrorCode,
            });
          }
        }
        if (ctx.path === '/sign-in/email' && (await isSuspended(db, ctx.body?.email))) {
          throw new APIError('FORBIDDEN', {
            message: MESSAGES.accountSuspended,
            code: 'ACCOUNT_SUSPENDED' satisfies TErrorCode,
          });
        }
        const field = PASSWORD_PATHS[ctx.path];
        const password: unknown = field ? ctx.body?.[field] : undefined;
        if (field && (typeof password !== 'string' || !isStrongPassword(password))) {
          throw new APIError('BAD_REQUEST', {
            message: MESSAGES.passwordTooWeak,
            code: 'PASSWORD_TOO_WEAK' satisfies TErrorCode,
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const name = await accountOf(db, ctx.body?.email);
        if (!name) return;
        const returned = ctx.context.returned;
        // The plugin's APIError class is not always ours: compare by shape, not by instanceof.
        const address = clientAddress(ctx.headers);
        if (!isAPIError(returned)) {
          await loginAttempts.reset(name, address);
          return;
        }
        if (returned.statusCode !== 401) return;
        const outcome = await loginAttempts.recordFailure(name, address);
        if (!outcome.lockedNow || outcome.lockedUntil === null) return;
        if (outcome.mailOwner) {
          const language = (await addressMailLanguage(db, name)) ?? requestMailLanguage(ctx.headers);
          await mailer.send(
            accountLockedMail(name, `${config.appOrigin}/`, Math.round(outcome.lockMs / 60_000), language),
          );
        }
        // The failure that locks is answered like the attempts that follow: the account is locked.
        throw lockedError(outcome.lockedUntil);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
