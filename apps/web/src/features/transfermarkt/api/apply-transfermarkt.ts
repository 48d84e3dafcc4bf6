import { errorCodeForStatus, MESSAGES, ZApiError } from '@scouting/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/client.ts';

export type ApplyProgress = (fraction: number) => void;

/**
 * POST /api/apply-transfermarkt (multipart, SPEC §7). XMLHttpRequest rather than fetch, because only it
 * reports upload progress, which a person sending ID scans over a phone connection needs to see.
 */
export function applyTransfermarkt(form: FormData, onProgress: ApplyProgress): Promise<{ id: number }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/apply-transfermarkt');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', MESSAGES.networkError));
    request.onload = () => {
      let data: unknown = null;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        data = null;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(data as { id: number });
        return;
      }
      const parsed = ZApiError.safeParse(data);
      reject(
        parsed.success
          ? new ApiError(request.status, parsed.data.code, parsed.data.error, parsed.data.fields)
          : new ApiError(request.status, errorCodeForStatus(request.status), MESSAGES.serverError),
      );
    };
    request.send(form);
  });
}

export function useApplyTransfermarkt(onProgress: ApplyProgress) {
  return useMutation({ mutationFn: (form: FormData) => applyTransfermarkt(form, onProgress) });
}
