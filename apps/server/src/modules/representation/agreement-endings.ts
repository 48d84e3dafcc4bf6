import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members, representationAgreements } from '../../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';

/** Agreements told about per transaction. */
const BATCH = 200;

/**
 * The daily task (decision 030): an agreement whose end date has come is over already (its status
 * is derived from endsOn); both sides are told once, each naming the other. The claim
 * (end_noticed_at) and the notices are one transaction, so a second run, or a second instance,
 * tells no one twice. An agreement a side ended early was told then, and is left out.
 */
export async function noticeEndedAgreements(db: Database): Promise<number> {
  let told = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: representationAgreements.id })
        .from(representationAgreements)
        .where(
          and(
            isNull(representationAgreements.endedAt),
            isNull(representationAgreements.endNoticedAt),
            lte(representationAgreements.endsOn, sql`(now() at time zone 'UTC')::date`),
          ),
        )
        .orderBy(representationAgreements.endsOn)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(representationAgreements)
        .set({ endNoticedAt: sql`now()` })
        .where(inArray(representationAgreements.id, due))
        .returning({ agentId: representationAgreements.agentId, playerId: representationAgreements.playerId });
      if (claimed.length === 0) return 0;
      const people = claimed.flatMap((agreement) => [agreement.agentId, agreement.playerId]);
      const names = new Map(
        (
          await tx
            .select({ id: members.id, fullName: members.fullName })
            .from(members)
            .where(inArray(members.id, [...new Set(people)]))
        ).map((member) => [member.id, member.fullName]),
      );
      for (const { agentId, playerId } of claimed) {
        const agent = names.get(agentId) ?? '';
        const player = names.get(playerId) ?? '';
        await notify(
          tx,
          agentId,
          'representation_ended',
          { key: 'representationEndDateReached', values: { name: player } },
          '/representation',
        );
        await notify(
          tx,
          playerId,
          'representation_ended',
          { key: 'representationEndDateReached', values: { name: agent } },
          '/representation',
        );
      }
      return claimed.length;
    });
    told += batch;
    if (batch < BATCH) return told;
  }
}
