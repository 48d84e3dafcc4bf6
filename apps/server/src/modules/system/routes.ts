import { ZHealth, ZPublicConfig } from '@scouting/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';

export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Answers once the database is reachable', response: { 200: ZHealth } } },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/config',
    { schema: { tags: ['system'], summary: 'The deployment flags of SPEC §1', response: { 200: ZPublicConfig } } },
    async () => ({
      privateTestingMode: app.config.privateTestingMode,
      signupDisabled: app.config.signupDisabled,
    }),
  );
}
