import { ZCountries } from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COUNTRY_NAMES } from './countries.ts';

export async function countryRoutes(fastify: FastifyInstance) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/countries',
    {
      schema: { tags: ['countries'], summary: 'All countries by common name, sorted', response: { 200: ZCountries } },
    },
    async (_request, reply) => {
      // The list only changes with a deployment.
      reply.header('cache-control', 'public, max-age=86400');
      return COUNTRY_NAMES;
    },
  );
}
