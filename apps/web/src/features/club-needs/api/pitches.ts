import type { TPitchAnswerRequest } from '@scouting/contract/schemas/pitch-answers';
import { type TPitchList, type TPitchRequest, ZPitch, ZPitchList } from '@scouting/contract/schemas/pitches';
import { ZScoutReport } from '@scouting/contract/schemas/scout-reports';
import { ZPlayerVideos } from '@scouting/contract/schemas/videos';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { cursorPaging, pagePath } from '../../../api/paging.ts';

const PAGE_LIMIT = 20;

export const pitchKeys = {
  all: () => ['pitches'] as const,
  need: (needId: number) => ['pitches', 'need', needId] as const,
  videos: (playerId: number) => ['pitches', 'videos', playerId] as const,
  report: (pitchId: number) => ['pitches', 'report', pitchId] as const,
};

/** GET /api/club-needs/{id}/pitches: the club's received on its requirement, an agent's own. */
function getNeedPitches(needId: number, cursor: string | null, signal?: AbortSignal): Promise<TPitchList> {
  return apiRequest(pagePath(`/api/club-needs/${needId}/pitches`, PAGE_LIMIT, cursor, {}), {
    schema: ZPitchList,
    signal,
  });
}

export function needPitchesQueryOptions(needId: number) {
  return infiniteQueryOptions({
    queryKey: pitchKeys.need(needId),
    queryFn: ({ pageParam, signal }) => getNeedPitches(needId, pageParam, signal),
    ...cursorPaging,
  });
}

/** The player's videos the agent may choose from (GET /api/player-videos/{playerId}). */
export function pitchVideosQueryOptions(playerId: number) {
  return queryOptions({
    queryKey: pitchKeys.videos(playerId),
    queryFn: ({ signal }) => apiRequest(`/api/player-videos/${playerId}?limit=100`, { schema: ZPlayerVideos, signal }),
  });
}

/** GET /api/pitches/{id}/report: the report the agent attached, as the club reads it. */
export function pitchReportQueryOptions(pitchId: number) {
  return queryOptions({
    queryKey: pitchKeys.report(pitchId),
    queryFn: ({ signal }) => apiRequest(`/api/pitches/${pitchId}/report`, { schema: ZScoutReport, signal }),
  });
}

/** POST /api/club-needs/{id}/pitches. */
export function useMakePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ needId, pitch }: { needId: number; pitch: TPitchRequest }) =>
      apiRequest(`/api/club-needs/${needId}/pitches`, { method: 'POST', body: pitch, schema: ZPitch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pitchKeys.all() }),
  });
}

/** POST /api/pitches/{id}/answer. */
export function useAnswerPitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pitchId, answer }: { pitchId: number; answer: TPitchAnswerRequest }) =>
      apiRequest(`/api/pitches/${pitchId}/answer`, { method: 'POST', body: answer, schema: ZPitch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pitchKeys.all() }),
  });
}
