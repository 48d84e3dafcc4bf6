import type { TErrorCode } from '@scouting/contract/error-codes';
import { MESSAGES } from '@scouting/contract/messages';
import { translateServerMessage } from '@scouting/contract/server-messages';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { actingMember } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { callerLanguage } from '../../http/caller-language.ts';
import { refusesWith } from '../../http/error-answers.ts';
import { createMemoryLimitStore, type LimitStore } from './limit-store.ts';
import { VIDEO_BYTE_LIMITS, type VideoByteLimit, WRITE_LIMITS, type WriteAction } from './write-limits.ts';

/** What buildApp takes: a store (the in-process one by default) and, for tests, other numbers. */
export type WriteLimitOptions = {
  store?: LimitStore;
  /** Replaces numbers of the table (tests of the limits themselves; never in production). */
  overrides?: Partial<Record<WriteAction, { max: number; windowSeconds: number }>>;
  /** Replaces byte limits of the table (tests of a too-large upload; never in production). */
  byteOverrides?: Partial<Record<VideoByteLimit, number>>;
};

export type WriteLimiter = {
  store: LimitStore;
  limitOf(action: WriteAction): { max: number; windowSeconds: number };
  bytesOf(limit: VideoByteLimit): number;
};

declare module 'fastify' {
  interface FastifyInstance {
    writeLimiter: WriteLimiter;
  }
}

/** Chosen once at start (buildApp): the store every limited route counts in. */
export function createWriteLimiter(options: WriteLimitOptions = {}): WriteLimiter {
  const store = options.store ?? createMemoryLimitStore();
  return {
    store,
    limitOf: (action) => options.overrides?.[action] ?? WRITE_LIMITS[action],
    bytesOf: (limit) => options.byteOverrides?.[limit] ?? VIDEO_BYTE_LIMITS[limit].maxBytes,
  };
}

/**
 * A route's last preHandler, after its guards: counts one write of `actions` for the acting member
 * and answers 429 with Retry-After once one of them is spent. Before the handler, so a refused
 * upload is never read.
 */
export function limitWrites(...actions: WriteAction[]): preHandlerAsyncHookHandler {
  return refusesWith(
    async (request: FastifyRequest, reply: FastifyReply) => {
      const member = actingMember(request);
      for (const action of actions) {
        const refused = await takeOrRefuse(request, reply, action, String(member.id));
        if (refused) return refused;
      }
    },
    [429],
  );
}

/**
 * The sign-in-methods lookup's limit per e-mail address (`emailLookup`), on top of the identity
 * routes' limit per client address: probing one address from many client addresses is stopped too.
 */
export const limitLookupsPerEmail: preHandlerAsyncHookHandler = refusesWith(
  async (request, reply) => {
    const { email } = request.body as { email: string };
    return takeOrRefuse(request, reply, 'emailLookup', email.trim().toLowerCase());
  },
  [429],
);

/**
 * Counts one `action` for `key` and throws the 429 (with Retry-After) once the window's count is
 * spent: for business functions whose key is not the acting member (a consent mail's recipient).
 */
export async function takeWrite(limiter: WriteLimiter, action: WriteAction, key: string): Promise<void> {
  const { max, windowSeconds } = limiter.limitOf(action);
  const taken = await limiter.store.take(`write:${action}:${key}`, max, windowSeconds);
  if (!taken.allowed) {
    throw new AppError('RATE_LIMITED', MESSAGES[WRITE_LIMITS[action].message], undefined, taken.retryAfterSeconds);
  }
}

/** Counts one `action` for `key`; the 429 reply once the window's count is spent, else undefined. */
async function takeOrRefuse(request: FastifyRequest, reply: FastifyReply, action: WriteAction, key: string) {
  const limiter = request.server.writeLimiter;
  const { max, windowSeconds } = limiter.limitOf(action);
  const taken = await limiter.store.take(`write:${action}:${key}`, max, windowSeconds);
  if (taken.allowed) return undefined;
  // In the caller's language (docs/product.md#languages), as the error handler answers: the guards before this one
  // have resolved the caller, so no lookup is added.
  const language = await callerLanguage(request, { lookUpCaller: false });
  return reply
    .status(429)
    .header('retry-after', String(taken.retryAfterSeconds))
    .send({
      error: translateServerMessage(MESSAGES[WRITE_LIMITS[action].message], language),
      code: 'RATE_LIMITED' satisfies TErrorCode,
    });
}
