import fastifySse, { type SSEPluginOptions } from '@fastify/sse';
import { LIVE_EVENTS_PATH } from '@scouting/contract/live-updates';
import { MESSAGES } from '@scouting/contract/messages';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, EVERY_ROLE, requireMember } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { refusesWith } from '../../http/error-answers.ts';
import { type MemberStream, streamMemberEvents } from './member-stream.ts';

/**
 * Open event streams one member may hold on one instance at once (decision 023). Ten is more tabs
 * and devices than a person watches; a script opening streams in a loop held a socket and a
 * subscription each, without end.
 *
 * The eleventh is refused (429) rather than the oldest closed: a closed stream's EventSource
 * reconnects by itself, so with eleven tabs each reconnect would close another, for ever; a refused
 * one gives up, and that page keeps the 10 s poll (docs/product.md#notifications). Counted per instance, in the process,
 * because what the cap protects (sockets, memory, subscriptions) is the instance's own.
 */
export const MAX_STREAMS_PER_MEMBER = 10;

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

export async function liveUpdateRoutes(fastify: FastifyInstance) {
  // Not compressed (no compression plugin runs on it) and marked X-Accel-Buffering: no by the plugin.
  // Its types describe an ES default export; Node hands over the CommonJS export, the plugin itself.
  const ssePlugin = fastifySse as unknown as FastifyPluginAsync<SSEPluginOptions>;
  await fastify.register(ssePlugin, { heartbeatInterval: HEARTBEAT_MS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const open = new Set<MemberStream>();
  const openByMember = new Map<number, number>();
  const guard = requireMember(...EVERY_ROLE);
  const withinStreamCap: preHandlerAsyncHookHandler = refusesWith(
    async (request) => {
      if ((openByMember.get(actingMember(request).id) ?? 0) >= MAX_STREAMS_PER_MEMBER) {
        throw new AppError('RATE_LIMITED', MESSAGES.tooManyEventStreams);
      }
    },
    [429],
  );

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
        summary: "The signed-in member's live updates as Server-Sent Events: `notification` and `message`",
      },
      preHandler: [guard, withinStreamCap],
    },
    async (request, reply) => {
      const member = actingMember(request);
      openByMember.set(member.id, (openByMember.get(member.id) ?? 0) + 1);
      app.streamPresence.opened(member.id);
      app.metrics.eventStreams.inc();
      const headers = fromNodeHeaders(request.headers);
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
        // Read without extending the session: the stream must not keep alive what the browser lets lapse.
        sessionEnds: async () => {
          const found = await app.auth.api.getSession({ headers, query: { disableRefresh: true } });
          return found ? new Date(found.session.expiresAt).getTime() : null;
        },
        onClose: () => {
          open.delete(stream);
          app.streamPresence.closed(member.id);
          app.metrics.eventStreams.dec();
          const left = (openByMember.get(member.id) ?? 1) - 1;
          if (left > 0) openByMember.set(member.id, left);
          else openByMember.delete(member.id);
        },
      });
      open.add(stream);
    },
  );
}
