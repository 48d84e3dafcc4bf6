import { type TCreateReportRequest, type TReportCreated, ZReportCreated } from '@scouting/contract/schemas/reports';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/**
 * POST /api/reports (docs/product.md#reports-and-suspension). Shared, not a feature's: a profile, a message and an opportunity
 * are each reported from their own feature, and features do not import each other.
 */
export function createReport(body: TCreateReportRequest): Promise<TReportCreated> {
  return apiRequest('/api/reports', { method: 'POST', body, schema: ZReportCreated });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
