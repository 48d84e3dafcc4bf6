import { ZMarkReadResponse, ZNotificationList, ZNotificationListQuery, ZUserIdParams } from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, assertSelfOrAdmin, requireMember } from '../../auth/caller.ts';
import { limitWrites } from '../rate-limits/limit-writes.ts';
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
        response: { 200: ZNotificationList },
      },
      preHandler: requireMember(),
    },
    async (request) => {
      assertSelfOrAdmin(actingMember(request), request.params.userId);
      return listNotifications(app.db, request.params.userId, request.query);
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
      return { unreadCount: 0 as const };
    },
  );
}
