import { ZMarkReadResponse, ZNotificationList, ZNotificationListQuery } from '@scouting/contract/schemas/notifications';
import { ZUserIdParams } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, assertSelfOrAdmin, EVERY_ROLE, isSelfOrAdmin, requireMember } from '../../auth/caller.ts';
import { definePolledRoute } from '../../http/polled-list.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { notificationsChanged, readNotificationVersion } from './notification-version.ts';
import { listNotifications, markAllRead } from './service.ts';

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  definePolledRoute(app, {
    url: '/api/notifications/:userId',
    tags: ['notifications'],
    summary: "A member's notifications, newest first, with the unread count",
    kind: 'n',
    // The bell's list: a member's own, or anyone's for an admin.
    access: isSelfOrAdmin,
    // Parents too: their bell (docs/product.md#parents).
    roles: EVERY_ROLE,
    version: readNotificationVersion,
    query: ZNotificationListQuery,
    response: ZNotificationList,
    read: (memberId, query) => listNotifications(app.db, memberId, query),
  });

  app.put(
    '/api/notifications/:userId/read',
    {
      schema: {
        tags: ['notifications'],
        summary: "Marks all of a member's notifications read",
        params: ZUserIdParams,
        response: { 200: ZMarkReadResponse },
      },
      preHandler: [requireMember(...EVERY_ROLE), limitWrites('notificationsRead')],
    },
    async (request) => {
      assertSelfOrAdmin(actingMember(request), request.params.userId);
      await markAllRead(app.db, request.params.userId);
      notificationsChanged(request.params.userId);
      return { unreadCount: 0 as const };
    },
  );
}
