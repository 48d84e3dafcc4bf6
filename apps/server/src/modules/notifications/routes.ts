import { ZMarkReadResponse, ZNotificationList, ZNotificationListQuery, ZUserIdParams } from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, assertSelfOrAdmin, requireMember } from '../../auth/caller.ts';
import { listTag, matchesIfNoneMatch, notModified } from '../../http/conditional.ts';
import { limitWrites } from '../rate-limits/limit-writes.ts';
import { notificationsChanged, readNotificationVersion } from './notification-version.ts';
import { listNotifications, markAllRead } from './service.ts';

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
      preHandler: requireMember(),
    },
    async (request, reply) => {
      const memberId = request.params.userId;
      assertSelfOrAdmin(actingMember(request), memberId);
      // Issue 16: the 10 s poll revalidates through the browser's HTTP cache. An unchanged list is
      // answered 304 from the shared store alone (the caller came from the cache too).
      const version = await readNotificationVersion(app.keyValueStore, memberId);
      const etag = listTag('n', memberId, version, request.url.split('?')[1] ?? '');
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return notModified(reply);
      return listNotifications(app.db, memberId, request.query);
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
