import { type TApplyResponse, ZApplyResponse } from '@scouting/contract/schemas/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../../../api/query-keys.ts';
import { type UploadProgress, uploadForm } from '../../../api/upload.ts';

export type ApplyInput = {
  playerId: number;
  opportunityId: number;
  introduction: string;
  profileLink: string;
  /** The clips put first, best first (decision 068). */
  videoIds: number[];
  cv: File | null;
  /** How much of the form (the CV, mostly) has been sent. */
  onProgress?: UploadProgress;
};

/** POST /api/apply: multipart, with the optional CV as the file `cv` and the chosen clips as `videoIds`. */
export function apply(input: ApplyInput): Promise<TApplyResponse> {
  const form = new FormData();
  form.set('playerId', String(input.playerId));
  form.set('opportunityId', String(input.opportunityId));
  form.set('introduction', input.introduction);
  form.set('profileLink', input.profileLink);
  // One field, comma-separated: the server keeps one value per field name.
  if (input.videoIds.length > 0) form.set('videoIds', input.videoIds.join(','));
  if (input.cv) form.set('cv', input.cv);
  return uploadForm('/api/apply', form, ZApplyResponse, input.onProgress ?? (() => undefined));
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: apply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.opportunities }),
  });
}
