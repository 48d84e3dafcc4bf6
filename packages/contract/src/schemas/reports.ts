import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { REPORT_ACTIONS, REPORT_TEXT_MAX_LENGTH } from '../reports.ts';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_SUBJECT_TYPES } from '../safeguarding.ts';
import { ZQueueState } from './admin.ts';
import { cursorOf, pageOf, pageQuery, ZPageQuery } from './paging.ts';

/**
 * POST /api/reports (docs/product.md#reports-and-suspension): any member reports a profile (subjectId = the member id), a
 * message (its id) or an opportunity (its id). The reporter is the session's member.
 */
export const ZCreateReportRequest = lazySchema(() =>
  z.object({
    subjectType: z.enum(REPORT_SUBJECT_TYPES),
    subjectId: z.number().int().positive(),
    reason: z.enum(REPORT_REASONS),
    details: z.string().trim().max(REPORT_TEXT_MAX_LENGTH).optional(),
  }),
);
export type TCreateReportRequest = z.input<typeof ZCreateReportRequest>;

export const ZReportCreated = lazySchema(() => z.object({ id: z.number().int(), message: z.string() }));
export type TReportCreated = z.infer<typeof ZReportCreated>;

/** The queue's two sort keys of the last row shown: involvesMinor and id. */
export const reportCursor = cursorOf(() => [z.boolean(), z.number().int().positive()]);
/**
 * GET /api/admin/reports: reports of one `status` (open by default), minors first, then newest
 * first; with `state` (docs/product.md#admin-pages) the status is ignored: what waits (open) minors first, then
 * oldest first, or what was decided (any other status) minors first, then newest first.
 */
export const ZReportListQuery = lazySchema(() =>
  z.object({
    status: z.enum(REPORT_STATUSES).default('open'),
    state: ZQueueState.optional(),
    ...pageQuery(reportCursor, 20).shape,
  }),
);

/** One report as the admins' review queue shows it. */
export const ZReport = lazySchema(() =>
  z.object({
    id: z.number().int(),
    subjectType: z.enum(REPORT_SUBJECT_TYPES),
    reporter: z.object({ id: z.number().int(), fullName: z.string() }),
    subject: z.object({ id: z.number().int(), fullName: z.string(), role: z.string() }),
    messageId: z.number().int().nullable(),
    opportunityId: z.number().int().nullable(),
    // The reported words: the message text, the post's description or the profile's name.
    excerpt: z.string(),
    reason: z.string(),
    details: z.string().nullable(),
    involvesMinor: z.boolean(),
    status: z.enum(REPORT_STATUSES),
    decisionNote: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type TReport = z.infer<typeof ZReport>;

export const ZReportList = lazySchema(() => pageOf('reports', ZReport));
export type TReportList = z.infer<typeof ZReportList>;

/** POST /api/admin/reports/{id}/decision. */
export const ZReportDecisionRequest = lazySchema(() =>
  z.object({
    action: z.enum(REPORT_ACTIONS),
    note: z.string().trim().max(REPORT_TEXT_MAX_LENGTH).optional(),
  }),
);

/** POST /api/admin/members/{id}/reinstate. */
export const ZReinstateRequest = lazySchema(() =>
  z.object({ note: z.string().trim().max(REPORT_TEXT_MAX_LENGTH).optional() }),
);

export const ZAuditLogQuery = lazySchema(() =>
  z.object({
    memberId: z.coerce.number().int().positive().optional(),
    ...ZPageQuery.shape,
  }),
);

/** One admin decision on record (docs/product.md#reports-and-suspension). */
export const ZAuditEntry = lazySchema(() =>
  z.object({
    id: z.number().int(),
    actorId: z.number().int().nullable(),
    actorName: z.string(),
    action: z.string(),
    subjectMemberId: z.number().int().nullable(),
    subjectName: z.string().nullable(),
    targetType: z.string().nullable(),
    targetId: z.number().int().nullable(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLog = lazySchema(() => pageOf('entries', ZAuditEntry));
export type TAuditLog = z.infer<typeof ZAuditLog>;
