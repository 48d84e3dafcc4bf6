import { FIRST_SCREEN_MESSAGES as MESSAGES } from '@scouting/contract/first-screen-messages';
import { currentLanguage } from '../i18n/i18n.ts';
import { type Parser, pageFailure, toApiError } from './client.ts';

/** Bytes sent of the whole request body, as a share from 0 to 1. */
export type UploadProgress = (share: number) => void;

/**
 * A multipart POST that reports how much of it has gone (docs/conventions.md#look-and-feel: a 10 MB CV on a phone takes
 * a while). fetch() cannot report upload progress, so this one call uses XMLHttpRequest; answers
 * and failures are read exactly as apiRequest reads them (without a schema, the answer is taken as it is).
 */
export function uploadForm<T>(
  path: string,
  body: FormData,
  schema: Parser<T> | undefined,
  onProgress: UploadProgress,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(pageFailure(0, 'NETWORK_ERROR', MESSAGES.networkError));
    request.onload = () => {
      let data: unknown = null;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        data = request.responseText;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(toApiError(request.status, data));
        return;
      }
      if (!schema) {
        resolve(data as T);
        return;
      }
      try {
        resolve(schema.parse(data));
      } catch {
        reject(pageFailure(request.status, 'INVALID_RESPONSE', MESSAGES.serverError));
      }
    };
    request.send(body);
  });
}
