import { type TFailedMailList, ZFailedMailList } from '@scouting/contract/schemas/failed-mails';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { type InfiniteData, infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { failedMailsKeys } from './query-keys.ts';

const PAGE_LIMIT = 30;

/** GET /api/admin/failed-mails (admins): mails the queue gave up on, newest failure first. */
export function getFailedMails(cursor: string | null, signal?: AbortSignal): Promise<TFailedMailList> {
  return apiRequest(pagePath('/api/admin/failed-mails', PAGE_LIMIT, cursor), { schema: ZFailedMailList, signal });
}

export function failedMailsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: failedMailsKeys.all,
    queryFn: ({ pageParam, signal }) => getFailedMails(pageParam, signal),
    ...cursorPaging,
  });
}

/** POST /api/admin/failed-mails/{id}/retry: the mail goes back to the queue, due now. */
export function retryFailedMail(id: number): Promise<{ message: string }> {
  return apiRequest(`/api/admin/failed-mails/${id}/retry`, { method: 'POST', body: {}, schema: ZMessageResponse });
}

export function useRetryFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedMail,
    onSuccess: (_answer, id) => {
      // A retried mail leaves the list at once, without reloading every page.
      queryClient.setQueryData<InfiniteData<TFailedMailList>>(failedMailsKeys.all, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, mails: page.mails.filter((mail) => mail.id !== id) })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: sharedKeys.queueCounts });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.auditLog });
    },
  });
}
