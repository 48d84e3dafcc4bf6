import { type FileKind, PUBLIC_FILE_KINDS } from '@scouting/contract/uploads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, requireMember } from '../../auth/caller.ts';
import { markCvViewed } from '../applications/change-status.ts';
import { authorizeFileRead } from './read-file.ts';

const DOCUMENT_KINDS = new Set<FileKind>(['cv', 'license', 'id_document', 'tm_government_id', 'tm_league_id']);
const PUBLIC_KINDS = new Set<FileKind>(PUBLIC_FILE_KINDS);

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
      const viewer = actingMember(request);
      const file = await authorizeFileRead(app.db, viewer, request.params.id);
      // The poster opening a CV has seen the application (docs/product.md#applications).
      if (file.kind === 'cv' && file.ownerId !== viewer.id) await markCvViewed(app.db, viewer, file.id);
      const data = await app.storage.stream(file.storageKey);
      // Identity documents (licence, ID, league card) are attachments even when they are images:
      // they are opened by downloading, never rendered inside our origin.
      const inline = file.contentType.startsWith('image/') && !DOCUMENT_KINDS.has(file.kind);
      const name = encodeURIComponent(file.originalName);
      return (
        reply
          .type(file.contentType)
          .header('x-content-type-options', 'nosniff')
          // Documents (licences, IDs, CVs, Transfermarkt papers) must not stay in a shared computer's
          // cache after logout; profile pictures may.
          .header('cache-control', PUBLIC_KINDS.has(file.kind) ? 'private, max-age=3600' : 'no-store')
          .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
          .send(data)
      );
    },
  );
}
