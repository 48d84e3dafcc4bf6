import fp from 'fastify-plugin';
import { createWriteLimiter, type WriteLimitOptions } from '../platform/rate-limits/limit-writes.ts';

/** The per-member write limits' counter store, chosen once at start (in-process by default). */
export const writeLimitsPlugin = fp<{ writeLimits?: WriteLimitOptions | undefined }>(
  async (app, options) => {
    app.decorate('writeLimiter', createWriteLimiter(options.writeLimits));
  },
  { name: 'write-limits' },
);
