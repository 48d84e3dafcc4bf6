import type { TAgentAnalytics, TAgentAnalyticsWeek } from '@scouting/contract/schemas/agent-oversight';
import { and, count, eq, gte, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agentVerificationRequests, applications, members, messages, opportunities } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) that starts the week of `day`. */
function mondayOf(day: Date): Date {
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

// The week a timestamp falls in, as the same YYYY-MM-DD text as mondayOf, computed in UTC.
const weekOf = (column: SQLWrapper) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

type Series = { week: string; value: number }[];

/**
 * GET /api/admin/agent-analytics (docs/product.md#admin-pages): per week (Monday to Sunday, UTC) for the last
 * `weeks` weeks, this one included: agents' posts, applications to them, messages agents sent and
 * verification requests. One grouped count per series, each a range read of a created-at index;
 * weeks without any activity are filled with zeros.
 */
export async function agentAnalytics(db: DbOrTx, weeks: number, now = new Date()): Promise<TAgentAnalytics> {
  const start = new Date(mondayOf(now).getTime() - (weeks - 1) * 7 * DAY_MS);
  const grouped = async (
    query: (week: ReturnType<typeof weekOf>) => Promise<Series>,
    column: SQLWrapper,
  ): Promise<Map<string, number>> => new Map((await query(weekOf(column))).map((row) => [row.week, row.value]));

  const [posts, applied, sent, verifications] = await Promise.all([
    grouped(
      (week) =>
        db
          .select({ week, value: count() })
          .from(opportunities)
          .where(and(eq(opportunities.source, 'Agent'), gte(opportunities.createdAt, start)))
          .groupBy(week),
      opportunities.createdAt,
    ),
    grouped(
      (week) =>
        db
          .select({ week, value: count() })
          .from(applications)
          .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
          .where(and(eq(opportunities.source, 'Agent'), gte(applications.appliedAt, start)))
          .groupBy(week),
      applications.appliedAt,
    ),
    grouped(
      (week) =>
        db
          .select({ week, value: count() })
          .from(messages)
          .innerJoin(members, eq(members.id, messages.senderId))
          .where(and(eq(members.role, 'Agent'), gte(messages.createdAt, start)))
          .groupBy(week),
      messages.createdAt,
    ),
    grouped(
      (week) =>
        db
          .select({ week, value: count() })
          .from(agentVerificationRequests)
          .where(gte(agentVerificationRequests.createdAt, start))
          .groupBy(week),
      agentVerificationRequests.createdAt,
    ),
  ]);

  const result: TAgentAnalyticsWeek[] = [];
  for (let i = 0; i < weeks; i++) {
    const week = new Date(start.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10);
    result.push({
      week,
      posts: posts.get(week) ?? 0,
      applications: applied.get(week) ?? 0,
      messages: sent.get(week) ?? 0,
      verifications: verifications.get(week) ?? 0,
    });
  }
  return { weeks: result };
}
