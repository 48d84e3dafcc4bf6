import { z } from 'zod';
import { ERROR_CODES } from '../error-codes.ts';
import { LANGUAGES } from '../languages.ts';
import { lazySchema } from '../lazy-schema.ts';
import { ZRole } from './roles.ts';

/** GET /api/config: the build flags (docs/product.md#accounts-and-registration, deployment flags), read at start so one build serves every deployment. */
export const ZPublicConfig = lazySchema(() =>
  z.object({
    privateTestingMode: z.boolean(),
    signupDisabled: z.boolean(),
  }),
);
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

const ZDependencies = lazySchema(() =>
  z.object({
    database: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down']).optional(),
    objectStore: z.enum(['up', 'down']).optional(),
  }),
);

/** The durable job queue (decision 026): jobs not done yet, and jobs given up after a day of retries. */
const ZQueueState = lazySchema(() =>
  z.object({ waiting: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }),
);

/** 200: every dependency answers. `status` stays as before, so older checks of `{status:'ok'}` hold. */
export const ZHealth = lazySchema(() =>
  z.object({ status: z.literal('ok'), dependencies: ZDependencies, queue: ZQueueState }),
);

/** 503: the error format, plus which dependency is down (a balancer takes the instance out). */
export const ZHealthUnavailable = lazySchema(() =>
  z.object({
    error: z.string(),
    code: z.literal('SERVICE_UNAVAILABLE'),
    status: z.literal('unavailable'),
    dependencies: ZDependencies,
    /** Absent when the database, which holds the queue, does not answer. */
    queue: ZQueueState.optional(),
  }),
);

/** GET /api/me: who the session belongs to, and the member behind it once registered. */
export const ZMe = lazySchema(() =>
  z.object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      /** Two-factor sign-in is on (decision 012); admins are sent to Settings until it is. */
      twoFactorEnabled: z.boolean(),
    }),
    member: z
      .object({
        id: z.number().int(),
        role: ZRole,
        fullName: z.string(),
        username: z.string(),
        /** The member's profile photo, for the header; null until one is uploaded. */
        profileImageUrl: z.string().nullable(),
      })
      .nullable(),
    /** The language the account chose (docs/product.md#languages), on any device; null until they choose one. */
    language: z.enum(LANGUAGES).nullable(),
  }),
);
export type TMe = z.infer<typeof ZMe>;

/** The error body of every failed API call (docs/architecture.md#api-conventions): a sentence, one code of the contract's list, the fields' own sentences. */
export const ZApiError = lazySchema(() =>
  z.object({
    error: z.string(),
    code: z.enum(ERROR_CODES),
    fields: z.record(z.string(), z.string()).optional(),
  }),
);
