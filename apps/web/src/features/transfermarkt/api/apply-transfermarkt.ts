import { useMutation } from '@tanstack/react-query';
import { type UploadProgress, uploadForm } from '../../../api/upload.ts';

/**
 * POST /api/apply-transfermarkt (multipart), with the share sent so far: a person sending ID scans
 * over a phone connection needs to see it.
 */
function applyTransfermarkt(form: FormData, onProgress: UploadProgress): Promise<{ id: number }> {
  return uploadForm('/api/apply-transfermarkt', form, undefined, onProgress);
}

export function useApplyTransfermarkt(onProgress: UploadProgress) {
  return useMutation({ mutationFn: (form: FormData) => applyTransfermarkt(form, onProgress) });
}
