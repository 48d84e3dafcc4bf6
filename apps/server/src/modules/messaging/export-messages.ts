import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { aliasedTable, asc, eq, or, sql } from 'drizzle-orm';
import { conversations, members, messages } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/** Every message of a member's conversations in their data export, the other side by name only. */
export async function exportMessages({ db, member, cut }: ExportReader): Promise<TAccountExport['messages']> {
  const partner = aliasedTable(members, 'partner');
  const rows = await db
    .select({
      conversationId: messages.conversationId,
      partnerName: partner.fullName,
      senderId: messages.senderId,
      message: messages.message,
      hiddenAt: messages.hiddenAt,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(
      partner,
      eq(
        partner.id,
        sql`case when ${conversations.participant1Id} = ${member.id} then ${conversations.participant2Id} else ${conversations.participant1Id} end`,
      ),
    )
    .where(or(eq(conversations.participant1Id, member.id), eq(conversations.participant2Id, member.id)))
    .orderBy(asc(messages.id))
    .limit(EXPORT_ROWS);
  return cut('messages', rows).map((row) => ({
    conversationId: row.conversationId,
    partnerName: row.partnerName,
    direction: row.senderId === member.id ? ('sent' as const) : ('received' as const),
    // A message an admin hid after a report is kept for safeguarding, not handed out again.
    message: row.hiddenAt ? '' : row.message,
    createdAt: iso(row.createdAt),
  }));
}
