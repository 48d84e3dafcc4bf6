import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document built from the routes' zod schemas, read at /api/docs. Registered before
 * the route modules: swagger only sees routes added after it.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Scouting Network API',
          version: '1.0.0',
          description: 'The product API of SPEC §7 under /api.',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(scalar, { routePrefix: '/api/docs' });
  },
  { name: 'api-docs' },
);
