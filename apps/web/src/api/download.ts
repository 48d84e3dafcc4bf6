import { errorCodeForStatus, isErrorCode } from '@scouting/contract/error-codes';
import { FIRST_SCREEN_MESSAGES as MESSAGES } from '@scouting/contract/first-screen-messages';
import { currentLanguage } from '../i18n/i18n.ts';
import { ApiError, pageFailure } from './client.ts';

export type DownloadedFile = { blob: Blob; fileName: string };

/**
 * A JSON attachment from the API (a member's data, docs/product.md#deleting-an-account; a child's, for their guardian),
 * as the server names it. The file is handed over as it came (the server's response schema checked
 * it), so the page carries no copy of its schema.
 */
export async function fetchAttachment(path: string, method: 'GET' | 'POST' = 'GET'): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: { accept: 'application/json', 'accept-language': currentLanguage() },
    });
  } catch {
    throw pageFailure(0, 'NETWORK_ERROR', MESSAGES.networkError);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    const code = isErrorCode(body?.code) ? body.code : errorCodeForStatus(response.status);
    if (!body?.error) throw pageFailure(response.status, code, MESSAGES.serverError);
    throw new ApiError(response.status, code, body.error);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'scouting-network-data.json';
  return { blob: await response.blob(), fileName };
}

/** Hands a file to the browser as a download under its file name. */
export function saveAsFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has been handled: the download has taken its copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
