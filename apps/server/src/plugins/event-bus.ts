import fp from 'fastify-plugin';
import { createEventBus, redisUrlFromEnvironment } from '../infra/events/create-event-bus.ts';
import type { EventBus } from '../infra/events/event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** Member events fanned out to every instance, chosen once at start. */
export const eventBusPlugin = fp<{ events?: EventBus | undefined }>(
  async (app, options) => {
    const events =
      options.events ??
      (await createEventBus(redisUrlFromEnvironment(), (error) => app.log.warn({ err: error }, 'Event bus')));
    app.decorate('events', events);
    app.addHook('onClose', () => events.close());
  },
  { name: 'event-bus', dependencies: ['config'] },
);
