import fp from 'fastify-plugin';
import { carriesForwardingHeaders } from '../http/loopback-only.ts';
import { type AppMetrics, createMetrics, metricsAccess } from '../infra/metrics/metrics.ts';
import { notFoundBody } from './forged-requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics this instance counts (GET /metrics, decision 033). */
    metrics: AppMetrics;
  }
}

/**
 * GET /metrics in the Prometheus text format, and the request timing behind it. Answered to a
 * loopback caller (a Prometheus or an agent on the same host) or to one presenting METRICS_TOKEN
 * as a bearer token (metricsAccess says who). Not under /api: outside the API document, and an
 * explicit route, so the web app's page fallback never answers it.
 */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = createMetrics(app.db);
    app.decorate('metrics', metrics);

    // A callback hook: an async one cost every request (the 10 s poll above all) a promise.
    app.addHook('onResponse', (request, reply, done) => {
      // The route pattern (`/api/profiles/:id`), never the raw URL; unmatched requests share one label.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpRequestDuration.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });

    const token = app.config.metricsToken;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const access = metricsAccess(
        {
          ip: request.ip,
          socketAddress: request.socket.remoteAddress,
          forwarded: carriesForwardingHeaders(request.headers),
          authorization: request.headers.authorization,
        },
        token,
      );
      if (access === 404) return reply.status(404).send(notFoundBody(request.method, request.url));
      if (access === 401) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: 'A valid metrics token is required.', code: 'UNAUTHENTICATED' });
      }
      const body = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
    });
  },
  { name: 'metrics', dependencies: ['config', 'database'] },
);
