import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, requireMember } from '../../auth/caller.ts';
import { authorizeFileRead } from './read-file.ts';

export async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored upload, to those allowed to read it',
        params: z.object({ id: z.uuid() }),
      },
      preHandler: requireMember(),
    },
    async (request, reply) => {
      const file = await authorizeFileRead(app.db, actingMember(request), request.params.id);
      const data = await app.storage.get(file.storageKey);
      const inline = file.contentType.startsWith('image/');
      const name = encodeURIComponent(file.originalName);
      return reply
        .type(file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
        .send(data);
    },
  );
}
