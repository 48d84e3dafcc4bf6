import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { DEFAULT_MULTIPART_LIMITS, refuseMultipartOutsideUploads } from '../http/multipart.ts';

/**
 * Multipart bodies, only for the routes that declare `config.upload`: each of them reads its form
 * with its own limits (http/multipart.ts); these defaults allow no files, so a new route gets no
 * upload capacity by accident, and a multipart body anywhere else is refused with 415.
 */
export const uploadsPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: DEFAULT_MULTIPART_LIMITS });
    app.addHook('onRequest', refuseMultipartOutsideUploads);
  },
  { name: 'uploads' },
);
