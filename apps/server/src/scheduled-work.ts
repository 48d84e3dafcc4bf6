import type { FastifyInstance } from 'fastify';
import type { JobHandler } from './infra/queue/job-queue.ts';
import { daily, hourly, purgeDoneJobs, type ScheduledTask } from './infra/queue/scheduler.ts';
import { UNREAD_MESSAGE_MAIL_JOB, unreadMessageMailHandler } from './modules/messaging/unread-message-mail.ts';
import { sendDailyDigests } from './modules/notifications/daily-digest.ts';
import { NOTIFICATION_MAIL_JOB, notificationMailHandler } from './modules/notifications/notification-mail.ts';
import { checkPostsForContactDetails } from './modules/opportunities/contact-details-check.ts';
import { noticePassedDeadlines } from './modules/opportunities/deadline-notices.ts';
import {
  SAVED_POST_SEARCH_ALERTS_JOB,
  savedPostSearchAlertsHandler,
} from './modules/opportunities/saved-post-search-alerts.ts';
import { noticeEndedAgreements } from './modules/representation/agreement-endings.ts';
import { purgeExpiredGuardianLinks } from './modules/safeguarding/guardian-token.ts';
import { SAVED_SEARCH_ALERTS_JOB, savedSearchAlertsHandler } from './modules/search/saved-search-alerts.ts';
import { resyncConnectedChannels } from './modules/videos/resync-channels.ts';
import { transcodeVideoHandler } from './modules/videos/transcode-video.ts';
import { VIDEO_TRANSCODE_JOB } from './modules/videos/upload-video.ts';
import { purgeExpiredPlatformRows } from './platform/purges/purge-expired.ts';

/**
 * The recurring work of the application (decision 030), each run once per period across every
 * instance: the queue's scheduler writes one job per task and period, and one worker runs it.
 * Adding a task is one line here: `daily('name', (app) => someDomainFunction(app.db, …))`.
 */
export const SCHEDULED_TASKS: ScheduledTask<FastifyInstance>[] = [
  daily('purge-expired', (app) => purgeExpired(app)),
  daily('deadline-notices', async (app) => void (await noticePassedDeadlines(app.db))),
  hourly('post-contact-details', async (app) => {
    const { checked } = await checkPostsForContactDetails(app.db);
    if (checked > 0) app.log.info({ checked }, 'posts checked for contact details');
  }),
  daily('agreement-endings', async (app) => void (await noticeEndedAgreements(app.db))),
  daily('youtube-resync', async (app) => void (await resyncConnectedChannels(app.db, app.youtube, app.log))),
  daily('daily-digest', async (app) => {
    const { sent } = await sendDailyDigests(app.db, new Date(), {
      appOrigin: app.config.appOrigin,
      authSecret: app.config.authSecret,
    });
    app.log.info({ sent }, 'daily digests sent');
  }),
];

/** The domains' job kinds besides mail, each with its handler for this instance: the mail lane's. */
export const JOB_HANDLERS: Record<string, (app: FastifyInstance) => JobHandler> = {
  [SAVED_SEARCH_ALERTS_JOB]: (app) => savedSearchAlertsHandler(app.db),
  [SAVED_POST_SEARCH_ALERTS_JOB]: (app) => savedPostSearchAlertsHandler(app.db),
  [NOTIFICATION_MAIL_JOB]: (app) => notificationMailHandler(app.db, app.config.appOrigin),
  [UNREAD_MESSAGE_MAIL_JOB]: (app) => unreadMessageMailHandler(app.db, app.config.appOrigin),
};

/** Heavy media work, run by each instance's media lane so that no mail waits behind it (decision 041). */
export const MEDIA_JOB_HANDLERS: Record<string, (app: FastifyInstance) => JobHandler> = {
  [VIDEO_TRANSCODE_JOB]: (app) =>
    transcodeVideoHandler(app.db, app.storage, app.log, {
      ffmpeg: app.ffmpeg.path,
      timeLimitMs: app.config.transcodeTimeLimitMs,
    }),
};

/** Sessions, tokens and links past their expiry, old dev-mailbox mails and old done jobs. */
async function purgeExpired(app: FastifyInstance): Promise<void> {
  const platform = await purgeExpiredPlatformRows(app.db);
  const guardianLinks = await purgeExpiredGuardianLinks(app.db);
  const doneJobs = await purgeDoneJobs(app.db);
  app.log.info({ ...platform, guardianLinks, doneJobs }, 'daily purge done');
}
