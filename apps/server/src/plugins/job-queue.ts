import fp from 'fastify-plugin';
import { createJobWorker, queueCounts } from '../infra/queue/job-queue.ts';
import { MAIL_JOB, mailJobHandler } from '../infra/queue/mail-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue's state, as /api/health reports it. */
    jobQueue: { counts(): Promise<{ waiting: number; failed: number }> };
    /**
     * Resolves once the publications under way ended and every due job ran (tests read the dev
     * outbox right after a request; jobs retrying later are not waited for).
     */
    jobsSettled(): Promise<void>;
  }
}

/** How long a stopping instance lets the job in hand finish (main.ts cuts everything off at 10 s). */
export const JOB_SHUTDOWN_GRACE_MS = 8_000;

/**
 * This instance's worker of the durable job queue (decision 026): started once the app is ready,
 * stopped first when it closes (SIGTERM): it takes no new job and finishes the one in hand, bounded.
 */
export const jobQueuePlugin = fp(
  async (app) => {
    const worker = createJobWorker({
      db: app.db,
      log: app.log,
      handlers: { [MAIL_JOB]: mailJobHandler(app.mailer, app.config.appOrigin) },
    });
    app.decorate('jobQueue', { counts: () => queueCounts(app.db) });
    app.decorate('jobsSettled', async () => {
      await app.publicationsSettled();
      await worker.drain();
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop(JOB_SHUTDOWN_GRACE_MS));
  },
  { name: 'job-queue', dependencies: ['config', 'database', 'mailer', 'after-commit'] },
);
