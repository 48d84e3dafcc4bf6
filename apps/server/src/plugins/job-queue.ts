import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobWorker, type JobHandler, queueCounts } from '../infra/queue/job-queue.ts';
import { MAIL_JOB, mailJobHandler } from '../infra/queue/mail-jobs.ts';
import {
  createScheduler,
  type ScheduledTask,
  type Scheduler,
  scheduledTaskHandlers,
} from '../infra/queue/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue's state, as /api/health reports it. */
    jobQueue: { counts(): Promise<{ waiting: number; failed: number }> };
    /**
     * Resolves once the publications under way ended and every due job ran (tests read the dev
     * outbox right after a request; jobs retrying later are not waited for).
     */
    jobsSettled(): Promise<void>;
    /** Writes the scheduled runs due (decision 030); every minute outside tests, on demand in them. */
    scheduler: Pick<Scheduler, 'tick'>;
  }
}

/** What the domains add to the queue (app.ts passes them in: the platform imports no domain). */
export type JobQueueOptions = {
  /** Recurring work, each run once across instances (decision 030). */
  scheduledTasks?: readonly ScheduledTask<FastifyInstance>[];
  /** Handlers of other job kinds, given this instance once it is built. */
  jobHandlers?: Record<string, (app: FastifyInstance) => JobHandler>;
};

/** How long a stopping instance lets the job in hand finish (main.ts cuts everything off at 10 s). */
export const JOB_SHUTDOWN_GRACE_MS = 8_000;

/**
 * This instance's worker of the durable job queue (decision 026): started once the app is ready,
 * stopped first when it closes (SIGTERM): it takes no new job and finishes the one in hand, bounded.
 */
export const jobQueuePlugin = fp<JobQueueOptions>(
  async (app, options) => {
    const scheduledTasks = options.scheduledTasks ?? [];
    // Domain work writes notifications: run it with their versions bumped and events published.
    const asCommitted =
      (handler: JobHandler): JobHandler =>
      (payload, job) =>
        app.withCommitEffects(() => handler(payload, job));
    const domainHandlers = Object.entries(options.jobHandlers ?? {}).map(([kind, make]) => [
      kind,
      asCommitted(make(app)),
    ]);
    const taskHandlers = Object.entries(scheduledTaskHandlers(scheduledTasks, () => app)).map(([kind, handler]) => [
      kind,
      asCommitted(handler),
    ]);
    const worker = createJobWorker({
      db: app.db,
      log: app.log,
      handlers: {
        [MAIL_JOB]: mailJobHandler(app.mailer, app.config.appOrigin, {
          sent: () => app.metrics.mailsSent.inc(),
          failed: () => app.metrics.mailsFailed.inc(),
        }),
        ...Object.fromEntries(domainHandlers),
        ...Object.fromEntries(taskHandlers),
      },
    });
    const scheduler = createScheduler({ db: app.db, tasks: scheduledTasks, log: app.log });
    app.decorate('scheduler', { tick: scheduler.tick });
    app.decorate('jobQueue', { counts: () => queueCounts(app.db) });
    app.decorate('jobsSettled', async () => {
      await app.publicationsSettled();
      await worker.drain();
    });
    app.addHook('onReady', async () => worker.start());
    // Tests schedule runs themselves (app.scheduler.tick), so a purge never runs under a test's feet.
    if (app.config.env !== 'test') app.addHook('onReady', async () => scheduler.start());
    app.addHook('preClose', async () => scheduler.stop());
    app.addHook('preClose', async () => worker.stop(JOB_SHUTDOWN_GRACE_MS));
  },
  { name: 'job-queue', dependencies: ['config', 'database', 'mailer', 'after-commit', 'metrics'] },
);
