import fp from 'fastify-plugin';
import { createMemoryEventBus, type EventBus } from '../infra/events/event-bus.ts';
import { collectPublications, type Publication } from '../infra/events/publish-after-response.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
  interface FastifyRequest {
    /** The member events this request's business functions queued (publishAfterResponse). */
    memberEventsToPublish: Publication[] | null;
  }
}

/**
 * Member events fanned out to every instance, chosen once at start; the events a request causes
 * go out once it has been answered, so after its transaction committed.
 */
export const eventBusPlugin = fp<{ events?: EventBus | undefined }>(
  async (app, options) => {
    // Redis pub/sub when main.ts passes one (REDIS_URL, infra/shared-services.ts); else this process.
    const events = options.events ?? createMemoryEventBus();
    app.decorate('events', events);
    app.addHook('onClose', () => events.close());

    app.decorateRequest('memberEventsToPublish', null);
    // preValidation, not onRequest: the body is parsed by then, whose stream events would lose the queue.
    app.addHook('preValidation', (request, _reply, done) => {
      const queue: Publication[] = [];
      request.memberEventsToPublish = queue;
      collectPublications(queue, done);
    });
    app.addHook('onResponse', async (request) => {
      for (const publish of request.memberEventsToPublish ?? []) {
        try {
          await publish({ db: app.db, events });
        } catch (error) {
          // The 10 s poll still brings it (SPEC): a lost event is late, never lost.
          request.log.warn({ err: error }, 'A member event could not be published');
        }
      }
    });
  },
  { name: 'event-bus', dependencies: ['config', 'database'] },
);
