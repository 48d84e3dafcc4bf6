import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import { isCanonicalPath } from '../src/plugins/forged-requests.ts';

/**
 * Every error answer any API test meets must be listed in the OpenAPI document (issue 27): each
 * test app records the statuses its routes answered, and checks them against its own document
 * when it closes. A route that starts answering a new error status without declaring it fails the
 * test file that met it, naming the route.
 */
export function recordAnswers() {
  const seen = new Set<string>();
  const record: onResponseHookHandler = (request, reply, done) => {
    const status = reply.statusCode;
    // A path spelled otherwise (%61pi, //, a trailing dot) is refused as no route at all (decision 023).
    if (!isCanonicalPath(request.url)) return done();
    if (status >= 400 && status < 500) seen.add(`${request.method} ${request.routeOptions.url} ${status}`);
    done();
  };
  return {
    onRoute(route: RouteOptions) {
      if (!route.url.startsWith('/api/')) return;
      route.onResponse = [record, ...[route.onResponse ?? []].flat()];
    },
    async undocumented(app: FastifyInstance): Promise<string[]> {
      if (seen.size === 0) return [];
      const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
      const document = response.json() as {
        paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
      };
      const missing: string[] = [];
      for (const entry of seen) {
        const [method = '', url = '', status = ''] = entry.split(' ');
        const responses = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.responses;
        // Routes the document leaves out (its own pages, the identity service's catch-all) are not checked.
        if (responses && !(status in responses)) missing.push(entry);
      }
      return missing;
    },
  };
}
