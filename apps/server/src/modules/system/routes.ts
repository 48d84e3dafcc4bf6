import { ZHealth, ZHealthUnavailable, ZPublicConfig } from '@scouting/contract/schemas/system';
import type { THealthDependency } from '@scouting/contract/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DependencyCheck } from '../../infra/shared-services.ts';

export async function systemRoutes(fastify: FastifyInstance, options: { dependencyChecks: DependencyCheck[] }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary:
          'Whether the database, and Redis and the object store when configured, answer; the job queue’s waiting and failed jobs',
        response: { 200: ZHealth, 503: ZHealthUnavailable },
      },
    },
    async (_request, reply) => {
      // The database check counts the job queue, which lives in it: a mail server that is down only
      // makes mail jobs wait, the instance stays healthy (decision 026).
      const seen: { queue?: { waiting: number; failed: number } } = {};
      const checks: { name: THealthDependency; check(): Promise<void> }[] = [
        {
          name: 'database',
          check: async () => {
            seen.queue = await app.jobQueue.counts();
          },
        },
        ...options.dependencyChecks,
      ];
      const results = await Promise.all(
        checks.map(async ({ name, check }) => {
          try {
            await check();
            return [name, 'up'] as const;
          } catch (error) {
            app.log.error({ err: error }, `health check: ${name} unreachable`);
            return [name, 'down'] as const;
          }
        }),
      );
      const dependencies = { database: 'up' as 'up' | 'down', ...Object.fromEntries(results) };
      const down = results.filter(([, state]) => state === 'down').map(([name]) => name);
      const queue = seen.queue;
      if (down.length === 0 && queue) return { status: 'ok' as const, dependencies, queue };
      return reply.status(503).send({
        error: `Not reachable: ${down.join(', ')}.`,
        code: 'SERVICE_UNAVAILABLE' as const,
        status: 'unavailable' as const,
        dependencies,
        ...(queue ? { queue } : {}),
      });
    },
  );

  app.get(
    '/api/config',
    { schema: { tags: ['system'], summary: 'The deployment flags', response: { 200: ZPublicConfig } } },
    async () => ({
      privateTestingMode: app.config.privateTestingMode,
      signupDisabled: app.config.signupDisabled,
    }),
  );
}
