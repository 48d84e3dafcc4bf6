import fp from 'fastify-plugin';
import { createMemoryEventBus, type EventBus } from '../infra/events/event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/**
 * Member events fanned out to every instance, chosen once at start: Redis pub/sub when main.ts
 * passes one (REDIS_URL, infra/shared-services.ts), else this process. Requests queue theirs with
 * publishAfterResponse (infra/after-commit.ts).
 */
export const eventBusPlugin = fp<{ events?: EventBus | undefined }>(
  async (app, options) => {
    const events = options.events ?? createMemoryEventBus();
    app.decorate('events', events);
    app.addHook('onClose', () => events.close());
  },
  { name: 'event-bus', dependencies: ['config'] },
);
