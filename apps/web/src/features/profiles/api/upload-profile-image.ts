import {
  IMAGE_UPLOAD_FILE_FIELD,
  IMAGE_UPLOAD_PATHS,
  type TImageOwnerRole,
  type TImageSlot,
} from '@scouting/contract/profile-images';
import { ZImageUploadResponse } from '@scouting/contract/schemas/profile-images';
import type { TAgentDetails, TPlayerDetails } from '@scouting/contract/schemas/profiles';
import type { TMe } from '@scouting/contract/schemas/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

type UploadInput = { slot: TImageSlot; file: File };

/** The four upload calls: multipart `image` and `userId`, answering the new imageUrl. */
export function uploadProfileImage(role: TImageOwnerRole, userId: number, { slot, file }: UploadInput) {
  const form = new FormData();
  form.append('userId', String(userId));
  form.append(IMAGE_UPLOAD_FILE_FIELD, file);
  return apiRequest(IMAGE_UPLOAD_PATHS[role][slot], { method: 'POST', body: form, schema: ZImageUploadResponse });
}

const URL_FIELD = { profile: 'profileImageUrl', display: 'displayImageUrl' } as const;

/** Uploads and puts the new picture into the member's cached details, so every view shows it at once. */
export function useUploadProfileImage(role: TImageOwnerRole, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadProfileImage(role, userId, input),
    onSuccess: ({ imageUrl }, { slot }) => {
      const key = role === 'Agent' ? sharedKeys.agentDetails(userId) : sharedKeys.playerDetails(userId);
      queryClient.setQueryData<TAgentDetails | TPlayerDetails>(key, (details) =>
        details ? { ...details, [URL_FIELD[slot]]: imageUrl } : details,
      );
      // The header shows the signed-in member's own photo.
      if (slot === 'profile') {
        queryClient.setQueryData<TMe | null>(sharedKeys.me, (me) =>
          me?.member?.id === userId ? { ...me, member: { ...me.member, profileImageUrl: imageUrl } } : me,
        );
      }
    },
  });
}
