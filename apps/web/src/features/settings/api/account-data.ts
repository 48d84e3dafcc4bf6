import {
  errorCodeForStatus,
  isErrorCode,
  MESSAGES,
  type TDeleteAccountRequest,
  ZMessageResponse,
} from '@scouting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

type ExportFile = { blob: Blob; fileName: string };

/**
 * GET /api/account/export: everything held about the member (issue 27), as the attachment the server
 * names. The file is handed over as it came (the server's response schema checked it), so the page
 * carries no copy of the export's schema.
 */
export async function exportAccount(): Promise<ExportFile> {
  let response: Response;
  try {
    response = await fetch('/api/account/export', { credentials: 'include', headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', MESSAGES.networkError);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    const code = isErrorCode(body?.code) ? body.code : errorCodeForStatus(response.status);
    throw new ApiError(response.status, code, body?.error ?? MESSAGES.serverError);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'scouting-network-data.json';
  return { blob: await response.blob(), fileName };
}

/** Hands the export to the browser as a download under the server's dated file name. */
function saveAsFile({ blob, fileName }: ExportFile): void {
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

export function useDownloadAccountData() {
  return useMutation({ mutationFn: async () => saveAsFile(await exportAccount()) });
}

/** POST /api/account/delete: the password (and the code when two-factor sign-in is on). */
export function deleteAccount(input: TDeleteAccountRequest): Promise<{ message: string }> {
  return apiRequest('/api/account/delete', { body: input, schema: ZMessageResponse });
}

/** After the deletion nobody is signed in: the same cache reset as a sign-out (api/sign-out.ts). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.setQueryData(sharedKeys.me, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sharedKeys.me[0] && query.queryKey[0] !== sharedKeys.config[0],
      });
    },
  });
}
