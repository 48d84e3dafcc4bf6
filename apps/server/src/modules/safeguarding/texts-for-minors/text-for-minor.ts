import { findContactDetails } from '@scouting/contract/contact-details';
import { MESSAGES } from '@scouting/contract/messages';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { members } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { countryCodesOf } from '../../../platform/countries/countries.ts';

/**
 * A text an adult writes that a minor reads outside the messaging: an application's status message
 * (a decline's kind words included), a trial invitation's venue and details, a representation
 * offer's message. None of them passes an admin, unlike a conversation with a minor, so each
 * follows the rule of posts that reach minors (decision 042): no phone number, e-mail address or
 * messaging-app link, so that contact happens through the network's messaging, where it is on
 * record. National phone formats count for the writer's and the reader's countries. `texts` names
 * each field as the request does; the 400 points at each offending one. An adult recipient's texts
 * are between adults: the rule is not theirs.
 */
export async function assertTextForMinor(
  db: DbOrTx,
  /** Null for a writer without an account here (a coach from a mailed link): the reader's country counts. */
  writerId: number | null,
  recipient: { id: number; isMinor: boolean },
  texts: Readonly<Record<string, string | null | undefined>>,
): Promise<void> {
  if (!recipient.isMinor) return;
  const written = Object.entries(texts).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (written.length === 0) return;
  const rows = await db
    .select({ country: members.country })
    .from(members)
    .where(inArray(members.id, writerId === null ? [recipient.id] : [writerId, recipient.id]));
  const countries = countryCodesOf(rows.map((row) => row.country));
  const fields: Record<string, string> = {};
  for (const [field, text] of written) {
    if (findContactDetails(text, { countries }).length > 0) fields[field] = MESSAGES.contactDetailsInTextForMinors;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_ERROR', MESSAGES.contactDetailsInTextForMinors, fields);
  }
}
