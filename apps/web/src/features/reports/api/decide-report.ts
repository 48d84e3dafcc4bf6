import type { TReportAction } from '@scouting/contract/reports';
import { type TReport, type TReportList, ZReport } from '@scouting/contract/schemas/reports';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { reportsKeys } from './query-keys.ts';

type Decision = { id: number; action: TReportAction; note?: string | undefined };

/** POST /api/admin/reports/{id}/decision: dismiss, hide the content or suspend the member. */
export function decideReport({ id, action, note }: Decision): Promise<TReport> {
  return apiRequest(`/api/admin/reports/${id}/decision`, { method: 'POST', body: { action, note }, schema: ZReport });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSuccess: (decided) => {
      // A decided report leaves the open queue at once, without reloading every page.
      queryClient.setQueryData<InfiniteData<TReportList>>(reportsKeys.list('pending'), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                reports: page.reports.filter((report) => report.id !== decided.id),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: reportsKeys.list('decided') });
      // Whoever else the decision touched (the audit log) is read again when next shown.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.auditLog });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.queueCounts });
    },
  });
}
