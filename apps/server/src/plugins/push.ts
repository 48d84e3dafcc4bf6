import fp from 'fastify-plugin';
import { pushEndpointRule, vapidKeys } from '../config.ts';
import { createWebPushSender, type PushSender } from '../infra/push/push-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers Web Push to one device (decision 028). */
    push: PushSender;
    /** The VAPID public key browsers subscribe with. */
    pushPublicKey(): string;
  }
}

/**
 * Web Push through web-push with the configured VAPID pair; outside production a pair generated
 * into DATA_DIR the first time one is needed, so a server that never pushes writes no key file.
 */
export const pushPlugin = fp<{ push?: PushSender | undefined }>(
  async (app, options) => {
    let keys: ReturnType<typeof vapidKeys> | undefined;
    const vapid = () => {
      keys ??= vapidKeys(app.config);
      return { ...keys, subject: app.config.vapid.subject };
    };
    app.decorate('push', options.push ?? createWebPushSender(vapid, pushEndpointRule(app.config)));
    app.decorate('pushPublicKey', () => vapid().publicKey);
  },
  { name: 'push', dependencies: ['config'] },
);
