import fp from 'fastify-plugin';
import { createLocalStorage, type Storage } from '../infra/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Uploaded files: the bucket main.ts passes when S3_BUCKET is set, else DATA_DIR/uploads; tests pass their own. */
export const storagePlugin = fp<{ storage?: Storage | undefined }>(
  async (app, options) => {
    app.decorate('storage', options.storage ?? createLocalStorage(`${app.config.dataDir}/uploads`));
  },
  { name: 'storage', dependencies: ['config'] },
);
