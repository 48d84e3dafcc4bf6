import { ZCountries, ZCountryCodes } from '@scouting/contract/schemas/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COUNTRY_CODES, COUNTRY_NAMES } from './countries.ts';

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

  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/country-codes',
    {
      schema: {
        tags: ['countries'],
        summary: 'Each country’s ISO 3166-1 alpha-2 code by its common name, to name it in any language',
        response: { 200: ZCountryCodes },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return COUNTRY_CODES;
    },
  );
}
