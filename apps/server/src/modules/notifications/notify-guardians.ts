import type { TNoticeKey } from '@scouting/contract/notifications';
import type { TNoticeLine } from '@scouting/contract/schemas/notifications';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { guardianLinks, members } from '../../db/schema/index.ts';

const STATUS_OF_KEY: Partial<Record<TNoticeKey, string>> = {
  statusViewed: 'Viewed',
  statusShortlisted: 'Shortlisted',
  statusOffered: 'Offered',
  statusDeclined: 'Declined',
};

/**
 * The guardian's sentence for a line the child received (docs/product.md#parents): a contact request
 * decided, an application moved, a trial invitation, a representation offer, feedback from a report,
 * a pitch of the child to a club and the club's answer (the parent dashboard shows pitches too).
 * Null for every other line: the dashboard shows the rest when the parent looks.
 */
export function guardianLineFor(childLine: TNoticeLine, childName: string): TNoticeLine | null {
  const values = childLine.values;
  const player = childName;
  switch (childLine.key) {
    case 'statusViewed':
    case 'statusShortlisted':
    case 'statusOffered':
    case 'statusDeclined':
    case 'statusOther':
      return {
        key: 'guardianApplicationMoved',
        values: { player, post: values.post ?? '', status: values.status ?? STATUS_OF_KEY[childLine.key] ?? '' },
      };
    case 'statusInvited':
      return {
        key: 'guardianTrialInvitation',
        values: { player, poster: values.poster ?? '', post: values.post ?? '' },
      };
    case 'representationOffer':
      return { key: 'guardianRepresentationOffer', values: { player, agent: values.agent ?? '' } };
    case 'pitchMade':
      return { key: 'guardianPitchMade', values: { player, agent: values.agent ?? '', club: values.club ?? '' } };
    case 'pitchAnsweredPlayer':
      return {
        key: 'guardianPitchAnswered',
        values: { player, agent: values.agent ?? '', club: values.club ?? '', answer: values.answer ?? '' },
      };
    case 'feedbackReceived':
      return { key: 'guardianFeedback', values: { player, author: values.author ?? '' } };
    default:
      return null;
  }
}

/**
 * The child's guardians to tell (docs/product.md#parents), with the child's name for their sentence: linked parents
 * whose account is neither deleted nor suspended. A child has at most two.
 */
export async function guardiansToTell(db: DbOrTx, childId: number) {
  const parent = alias(members, 'parent');
  return db
    .select({ parentId: guardianLinks.parentId, childName: members.fullName })
    .from(guardianLinks)
    .innerJoin(members, eq(members.id, guardianLinks.childId))
    .innerJoin(parent, eq(parent.id, guardianLinks.parentId))
    .where(and(eq(guardianLinks.childId, childId), isNull(parent.deletedAt), isNull(parent.suspendedAt)));
}
