import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decidesFromTheCaller, guardBeforeValidation } from './guards-before-validation.ts';

/** A route like ours: two caller guards, then a write limit, on a validated body; `ran` records the order. */
async function appWith(signedIn: boolean) {
  const ran: string[] = [];
  const app = Fastify();
  app.addHook('onRoute', guardBeforeValidation);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const signedInOnly = decidesFromTheCaller(async (_request: FastifyRequest) => {
    ran.push('signed in');
    if (!signedIn) throw Object.assign(new Error('sign in'), { statusCode: 401 });
  });
  const consented = decidesFromTheCaller(async (_request: FastifyRequest) => {
    ran.push('consented');
  });
  const limit = async (request: FastifyRequest) => {
    ran.push(`limit ${(request.body as { note: string }).note}`);
  };
  app.post(
    '/notes',
    {
      schema: { body: z.object({ note: z.string().min(1) }) },
      preHandler: [signedInOnly, consented, limit],
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return { app, ran };
}

describe('caller guards before validation', () => {
  it('refuses an anonymous caller 401 without validating what they sent', async () => {
    const { app, ran } = await appWith(false);
    const response = await app.inject({ method: 'POST', url: '/notes', payload: { note: 42 } });
    expect(response.statusCode).toBe(401);
    expect(ran).toEqual(['signed in']);
  });

  it('validates once the caller may call, and runs the guards that read the input after it', async () => {
    const { app, ran } = await appWith(true);
    const invalid = await app.inject({ method: 'POST', url: '/notes', payload: { note: 42 } });
    expect(invalid.statusCode).toBe(400);
    // The write limit did not count the refused body.
    expect(ran).toEqual(['signed in', 'consented']);
    ran.length = 0;
    const valid = await app.inject({ method: 'POST', url: '/notes', payload: { note: 'seen' } });
    expect(valid.statusCode).toBe(200);
    expect(ran).toEqual(['signed in', 'consented', 'limit seen']);
  });
});
