import type { TReport, TReportList, TReportStatus } from '@scouting/contract';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { members, messages, opportunities, reports } from '../../db/schema/index.ts';

const reporter = alias(members, 'reporter');
const subject = alias(members, 'subject');
const EXCERPT_LENGTH = 300;

const excerpt = (text: string) => Array.from(text).slice(0, EXCERPT_LENGTH).join('');

/** The cursor names the last row shown by both sort keys: involvesMinor (1/0) and id. */
function afterCursor(cursor: string): SQL | undefined {
  const [minorKey, idKey] = cursor.split('-');
  const minor = minorKey === '1';
  return or(lt(reports.involvesMinor, minor), and(eq(reports.involvesMinor, minor), lt(reports.id, Number(idKey))));
}

/**
 * The admins' queue (issue 12 §6): reports about contact with a minor first, then newest first,
 * following reports_queue_idx; the reported content is joined in the same query (no query per row).
 */
export async function listReports(
  db: DbOrTx,
  page: { status: TReportStatus; limit: number; before?: string | undefined; id?: number },
): Promise<TReportList> {
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
    .where(
      page.id !== undefined
        ? eq(reports.id, page.id)
        : and(eq(reports.status, page.status), page.before ? afterCursor(page.before) : undefined),
    )
    .orderBy(desc(reports.involvesMinor), desc(reports.id))
    .limit(page.limit + 1);
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1)?.report;
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
    nextCursor: rows.length > page.limit && last ? `${last.involvesMinor ? 1 : 0}-${last.id}` : null,
  };
}
