import { ZMarkReadResponse, ZNotificationList, ZNotificationListQuery, ZUserIdParams } from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, assertSelfOrAdmin, isSelfOrAdmin, requireMember } from '../../auth/caller.ts';
import { answerPolledList, answerUnchangedPoll, type PolledList } from '../../http/polled-list.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { notificationsChanged, readNotificationVersion } from './notification-version.ts';
import { listNotifications, markAllRead } from './service.ts';

/** The bell's list: a member's own, or anyone's for an admin. */
const notificationList: PolledList = {
  kind: 'n',
  readVersion: readNotificationVersion,
  mayRead: isSelfOrAdmin,
  query: ZNotificationListQuery,
};

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/notifications/:userId',
    {
      schema: {
        tags: ['notifications'],
        summary: "A member's notifications, newest first, with the unread count",
        params: ZUserIdParams,
        querystring: ZNotificationListQuery,
        response: {
          200: ZNotificationList,
          304: z.null().describe('Unchanged since the ETag in If-None-Match; no body'),
        },
      },
      // Issue 16: the 10 s poll revalidates through the browser's HTTP cache; an unchanged list is
      // answered 304 here, from the shared store alone (the caller comes from the cache too).
      onRequest: answerUnchangedPoll(notificationList),
      preHandler: requireMember(),
    },
    async (request, reply) => {
      const memberId = request.params.userId;
      assertSelfOrAdmin(actingMember(request), memberId);
      return answerPolledList(notificationList, request, reply, memberId, () =>
        listNotifications(app.db, memberId, request.query),
      );
    },
  );

  app.put(
    '/api/notifications/:userId/read',
    {
      schema: {
        tags: ['notifications'],
        summary: "Marks all of a member's notifications read",
        params: ZUserIdParams,
        response: { 200: ZMarkReadResponse },
      },
      preHandler: [requireMember(), limitWrites('notificationsRead')],
    },
    async (request) => {
      assertSelfOrAdmin(actingMember(request), request.params.userId);
      await markAllRead(app.db, request.params.userId);
      notificationsChanged(request.params.userId);
      return { unreadCount: 0 as const };
    },
  );
}
