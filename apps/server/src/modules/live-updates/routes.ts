import fastifySse, { type SSEPluginOptions } from '@fastify/sse';
import { LIVE_EVENTS_PATH } from '@scouting/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember } from '../../auth/caller.ts';
import { type MemberStream, streamMemberEvents } from './member-stream.ts';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

export async function liveUpdateRoutes(fastify: FastifyInstance) {
  // Not compressed (no compression plugin runs on it) and marked X-Accel-Buffering: no by the plugin.
  // Its types describe an ES default export; Node hands over the CommonJS export, the plugin itself.
  const ssePlugin = fastifySse as unknown as FastifyPluginAsync<SSEPluginOptions>;
  await fastify.register(ssePlugin, { heartbeatInterval: HEARTBEAT_MS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const open = new Set<MemberStream>();
  const guard = requireMember();

  // preClose, not onClose: the server waits for open connections before onClose hooks run, and a
  // stream never ends by itself, so streams end first and shutdown stays graceful.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close();
  });

  app.get(
    LIVE_EVENTS_PATH,
    {
      sse: 'only',
      schema: {
        tags: ['live updates'],
        summary: "The signed-in member's live updates as Server-Sent Events: `notification` and `message` (issue 17)",
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const member = actingMember(request);
      const stream = streamMemberEvents({
        reply,
        events: app.events,
        memberId: member.id,
        // The same guard as at the start, on a fresh look at the session and the member.
        stillAllowed: async () => {
          request.caller = undefined;
          try {
            await guard.call(app, request, reply);
            return actingMember(request).id === member.id;
          } catch {
            return false;
          }
        },
        onClose: () => open.delete(stream),
      });
      open.add(stream);
    },
  );
}
