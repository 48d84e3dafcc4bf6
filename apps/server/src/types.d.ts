import type { Caller } from './auth/caller.ts';

// The instance's decorations (app.db, app.mailer, …) are declared beside the plugins that add them.
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by loadCaller: undefined until resolved, null when signed out. */
    caller?: Caller | null;
  }
}
