import type { TSpecificPosition } from '@scouting/contract/constants';
import {
  type TMyFeedbackPage,
  type TScoutReport,
  type TScoutReportRequest,
  type TScoutReportTemplate,
  type TScoutReportUpdate,
  ZMyFeedbackPage,
  ZScoutReport,
  ZScoutReportMessage,
  ZScoutReportTemplate,
} from '@scouting/contract/schemas/scout-reports';
import { type TPlayerVideos, ZPlayerVideos } from '@scouting/contract/schemas/videos';
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';
import { sharedKeys } from '../../../api/query-keys.ts';
import { scoutReportKeys } from '../../../api/scout-reports.ts';

export function scoutReportQueryOptions(id: number) {
  return queryOptions({
    queryKey: scoutReportKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/scout-reports/${id}`, { schema: ZScoutReport, signal }),
  });
}

export function templateQueryOptions(position: TSpecificPosition | undefined) {
  return queryOptions({
    queryKey: ['scout-report-template', position ?? null] as const,
    queryFn: ({ signal }): Promise<TScoutReportTemplate> =>
      apiRequest(`/api/scout-report-template${position ? `?position=${position}` : ''}`, {
        schema: ZScoutReportTemplate,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET /api/player-videos/{playerId}: the videos a report's moments may point to (the server
 * refuses any other). The first 100, as the video profile shows them.
 */
export function reportVideosQueryOptions(playerId: number) {
  return queryOptions({
    queryKey: ['scout-report-videos', playerId] as const,
    queryFn: ({ signal }): Promise<TPlayerVideos> =>
      apiRequest(`/api/player-videos/${playerId}?limit=100`, { schema: ZPlayerVideos, signal }),
  });
}

export function myFeedbackQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['my-feedback'] as const,
    queryFn: ({ pageParam, signal }): Promise<TMyFeedbackPage> =>
      apiRequest(pagePath('/api/my-feedback', 20, pageParam), { schema: ZMyFeedbackPage, signal }),
    ...cursorPaging,
  });
}

type SaveInput = { id: number; fields: TScoutReportUpdate } | { id: null; fields: TScoutReportRequest };

/** POST a new report or PUT the author's changes; every list of reports is read again. */
export function useSaveScoutReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: SaveInput): Promise<TScoutReport> =>
      id === null
        ? apiRequest('/api/scout-reports', { method: 'POST', body: fields, schema: ZScoutReport })
        : apiRequest(`/api/scout-reports/${id}`, { method: 'PUT', body: fields, schema: ZScoutReport }),
    onSuccess: (report) => {
      queryClient.setQueryData(scoutReportKeys.one(report.id), report);
      refreshReportLists(queryClient);
    },
  });
}

export function useDeleteScoutReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/scout-reports/${id}`, { method: 'DELETE', schema: ZScoutReportMessage }),
    onSuccess: () => refreshReportLists(queryClient),
  });
}

/** After a write: every list of reports, and the shortlists, whose entries carry the latest verdict. */
function refreshReportLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: scoutReportKeys.all });
  void queryClient.invalidateQueries({ queryKey: sharedKeys.shortlists });
}
