import type { TDeleteAccountRequest } from '@scouting/contract/schemas/account-data';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { type DownloadedFile, fetchAttachment, saveAsFile } from '../../../api/download.ts';
import { sharedKeys } from '../../../api/query-keys.ts';

/**
 * GET /api/account/export: everything held about the member (docs/product.md#deleting-an-account), as the attachment the server
 * names.
 */
export function exportAccount(): Promise<DownloadedFile> {
  return fetchAttachment('/api/account/export');
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
