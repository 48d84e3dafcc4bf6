import {
  accountExportFileName,
  type TAccountExport,
  type TDeleteAccountRequest,
  ZAccountExport,
  ZMessageResponse,
} from '@scouting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/** GET /api/account/export: everything held about the member (issue 27), read as JSON. */
export function exportAccount(): Promise<TAccountExport> {
  return apiRequest('/api/account/export', { schema: ZAccountExport });
}

/** Hands the export to the browser as the same dated file the server names in its Content-Disposition. */
function saveAsFile(data: TAccountExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = accountExportFileName(data.profile.member.id, new Date(data.exportedAt));
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
