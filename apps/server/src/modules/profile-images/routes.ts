import { IMAGE_SLOTS, IMAGE_UPLOAD_FILE_FIELD, IMAGE_UPLOAD_PATHS } from '@scouting/contract/profile-images';
import { ZImageUploadFields, ZImageUploadResponse } from '@scouting/contract/schemas/profile-images';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember, requireParentalConsent } from '../../auth/caller.ts';
import { parseMultipartForm } from '../../http/multipart.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { imageUpload, uploadMemberImage } from './upload-image.ts';

const OWNER_ROLES = ['Agent', 'Player'] as const;

export async function profileImageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const ownerRole of OWNER_ROLES) {
    for (const slot of IMAGE_SLOTS) {
      const upload = imageUpload(slot);
      app.post(
        IMAGE_UPLOAD_PATHS[ownerRole][slot],
        {
          schema: {
            tags: ['profile images'],
            summary: `Sets ${ownerRole === 'Agent' ? 'an agent' : 'a player'}'s ${slot} image (multipart: ${IMAGE_UPLOAD_FILE_FIELD}, userId; JPEG, PNG or WebP up to 5 MB)`,
            consumes: ['multipart/form-data'],
            response: { 200: ZImageUploadResponse },
          },
          // 404: the userId of the form names no member of that role.
          config: { upload, answers: [404] },
          preHandler: [requireMember(ownerRole, 'Admin'), requireParentalConsent, limitWrites('profileImage')],
        },
        async (request) => {
          const form = await parseMultipartForm(ZImageUploadFields, request, upload);
          return uploadMemberImage({
            db: app.db,
            storage: app.storage,
            log: request.log,
            actor: actingMember(request),
            ownerRole,
            slot,
            form,
          });
        },
      );
    }
  }
}
