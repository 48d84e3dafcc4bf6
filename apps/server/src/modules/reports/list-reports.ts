import type { TReportStatus } from '@scouting/contract/safeguarding';
import type { TQueueState } from '@scouting/contract/schemas/admin';
import { reportCursor, type TReport, type TReportList } from '@scouting/contract/schemas/reports';
import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { members, messages, opportunities, reports } from '../../db/schema/index.ts';

const reporter = alias(members, 'reporter');
const subject = alias(members, 'subject');
const EXCERPT_LENGTH = 300;

const excerpt = (text: string) => Array.from(text).slice(0, EXCERPT_LENGTH).join('');

const minorsFirst = keyset(reportCursor, [
  { column: reports.involvesMinor, order: 'desc' },
  { column: reports.id, order: 'desc' },
]);

// What waits, minors first, then oldest first (docs/product.md#admin-pages), along reports_pending_idx.
const pendingMinorsFirst = keyset(reportCursor, [
  { column: reports.involvesMinor, order: 'desc' },
  { column: reports.id, order: 'asc' },
]);

type Page = {
  status: TReportStatus;
  state?: TQueueState | undefined;
  limit: number;
  cursor?: [boolean, number] | undefined;
  id?: number;
};

function listed(page: Page) {
  if (page.id !== undefined) return eq(reports.id, page.id);
  if (page.state === 'pending') return and(eq(reports.status, 'open'), pendingMinorsFirst.after(page.cursor));
  // Decided: every status but open, along reports_decided_idx.
  if (page.state === 'decided') return and(ne(reports.status, 'open'), minorsFirst.after(page.cursor));
  return and(eq(reports.status, page.status), minorsFirst.after(page.cursor));
}

/**
 * The admins' queue (docs/product.md#reports-and-suspension): reports about contact with a minor first, then newest first,
 * following reports_queue_idx; the reported content is joined in the same query (no query per row).
 */
export async function listReports(db: DbOrTx, page: Page): Promise<TReportList> {
  const order = page.state === 'pending' ? pendingMinorsFirst : minorsFirst;
  const rows = await db
    .select({
      report: reports,
      reporterName: reporter.fullName,
      subjectName: subject.fullName,
      subjectRole: subject.role,
      messageText: messages.message,
      description: opportunities.description,
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(subject, eq(subject.id, reports.subjectMemberId))
    .leftJoin(messages, eq(messages.id, reports.messageId))
    .leftJoin(opportunities, eq(opportunities.id, reports.opportunityId))
    .where(listed(page))
    .orderBy(...order.orderBy)
    .limit(order.fetch(page.limit));
  const { rows: pageRows, nextCursor } = order.page(rows, page.limit, ({ report }) => [
    report.involvesMinor,
    report.id,
  ]);
  return {
    reports: pageRows.map(
      ({ report: r, reporterName, subjectName, subjectRole, messageText, description }): TReport => ({
        id: r.id,
        subjectType: r.subjectType,
        reporter: { id: r.reporterId, fullName: reporterName },
        subject: { id: r.subjectMemberId, fullName: subjectName, role: subjectRole },
        messageId: r.messageId,
        opportunityId: r.opportunityId,
        excerpt: excerpt(
          r.subjectType === 'message'
            ? (messageText ?? '')
            : r.subjectType === 'opportunity'
              ? (description ?? '')
              : subjectName,
        ),
        reason: r.reason,
        details: r.details,
        involvesMinor: r.involvesMinor,
        status: r.status,
        decisionNote: r.decisionNote,
        createdAt: r.createdAt.toISOString(),
      }),
    ),
    nextCursor,
  };
}
