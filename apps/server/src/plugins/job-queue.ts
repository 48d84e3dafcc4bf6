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
  /** Handlers of other job kinds, given this instance once it is built: the mail lane runs them. */
  jobHandlers?: Record<string, (app: FastifyInstance) => JobHandler>;
  /** Handlers of heavy media work (transcoding): the media lane runs them, never the mail lane. */
  mediaJobHandlers?: Record<string, (app: FastifyInstance) => JobHandler>;
};

/**
 * The lanes every instance runs (decision 041), each with its own worker and concurrency. Mail
 * (every mail, the scheduled work that writes mails, alerts) never waits behind a transcoding,
 * which holds both cores for minutes; two loops, so one slow mail server answer or a digest run
 * does not hold up a password reset either. One transcoding at a time per instance (decision 034).
 */
export const MAIL_LANE_CONCURRENCY = 2;
export const MEDIA_LANE_CONCURRENCY = 1;

/** How long a stopping instance lets the job in hand finish (main.ts cuts everything off at 10 s). */
export const JOB_SHUTDOWN_GRACE_MS = 8_000;

/**
 * This instance's workers of the durable job queue (decision 026), one per lane (decision 041):
 * started once the app is ready, stopped first when it closes (SIGTERM): they take no new job and
 * finish the ones in hand, bounded.
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
    const mediaHandlers = Object.entries(options.mediaJobHandlers ?? {}).map(([kind, make]) => [
      kind,
      asCommitted(make(app)),
    ]);
    const mediaKinds = mediaHandlers.map(([kind]) => kind as string);
    const mailLane = createJobWorker({
      db: app.db,
      log: app.log,
      lane: 'mail',
      concurrency: MAIL_LANE_CONCURRENCY,
      // Every kind but the media lane's: a kind nobody handles is failed here, at once.
      kinds: { except: mediaKinds },
      handlers: {
        [MAIL_JOB]: mailJobHandler(app.mailer, app.config.appOrigin, {
          sent: () => app.metrics.mailsSent.inc(),
          failed: () => app.metrics.mailsFailed.inc(),
        }),
        ...Object.fromEntries(domainHandlers),
        ...Object.fromEntries(taskHandlers),
      },
    });
    const mediaLane = createJobWorker({
      db: app.db,
      log: app.log,
      lane: 'media',
      concurrency: MEDIA_LANE_CONCURRENCY,
      kinds: { only: mediaKinds },
      handlers: Object.fromEntries(mediaHandlers),
    });
    const lanes = [mailLane, mediaLane];
    const scheduler = createScheduler({ db: app.db, tasks: scheduledTasks, log: app.log });
    app.decorate('scheduler', { tick: scheduler.tick });
    app.decorate('jobQueue', { counts: () => queueCounts(app.db) });
    app.decorate('jobsSettled', async () => {
      // A lane's job may queue another lane's (a transcoding's notifications): until a round runs nothing.
      for (;;) {
        await app.publicationsSettled();
        const ran = await Promise.all(lanes.map((lane) => lane.drain()));
        if (!ran.includes(true)) return;
      }
    });
    app.addHook('onReady', async () => {
      for (const lane of lanes) lane.start();
    });
    // Tests schedule runs themselves (app.scheduler.tick), so a purge never runs under a test's feet.
    if (app.config.env !== 'test') app.addHook('onReady', async () => scheduler.start());
    app.addHook('preClose', async () => scheduler.stop());
    app.addHook('preClose', async () => {
      await Promise.all(lanes.map((lane) => lane.stop(JOB_SHUTDOWN_GRACE_MS)));
    });
  },
  { name: 'job-queue', dependencies: ['config', 'database', 'mailer', 'after-commit', 'metrics', 'ffmpeg'] },
);
