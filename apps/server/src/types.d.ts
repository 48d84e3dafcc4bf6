import type { Auth } from './auth/auth.ts';
import type { Caller } from './auth/caller.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import type { Storage } from './infra/storage/storage.ts';
import type { YouTubeClient } from './infra/youtube/youtube.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    auth: Auth;
    mailer: Mailer;
    storage: Storage;
    youtube: YouTubeClient;
  }
  interface FastifyRequest {
    /** Set by loadCaller: undefined until resolved, null when signed out. */
    caller?: Caller | null;
  }
}
