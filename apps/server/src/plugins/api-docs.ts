import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.0.3 makes `nullable: true` add null to a schema's type, not to its `enum`: an enum that
 * may be null must list null among its values, or a strict validator refuses every null answer.
 * zod's OpenAPI 3.0 output writes `.nullable()` on an enum as `{ enum: [...], nullable: true }`, so
 * every generated schema gets null added to such an enum, wherever it sits.
 */
export function listNullInNullableEnums<T>(value: T): T {
  if (Array.isArray(value)) return value.map((child) => listNullInNullableEnums(child)) as T;
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) result[key] = listNullInNullableEnums(child);
  if (result.nullable === true && Array.isArray(result.enum) && !result.enum.includes(null)) {
    result.enum = [...result.enum, null];
  }
  return result as T;
}

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
          description: 'The product API under /api.',
        },
      },
      transform: (route) => {
        const { schema, url } = jsonSchemaTransform(route);
        return { schema: listNullInNullableEnums(schema), url };
      },
    });
    await app.register(scalar, { routePrefix: '/api/docs' });
  },
  { name: 'api-docs' },
);
