import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { opportunities } from '../../db/schema/index.ts';
import { createReport } from '../../modules/reports/create-report.ts';
import { decideReport } from '../../modules/reports/decide-report.ts';
import { type DemoIds, demoMember } from './demo-people.ts';

/**
 * A few reports for the admins' review page (docs/product.md#reports-and-suspension): one about contact with a minor (first in
 * the queue), one about a post, and one an admin already dismissed, with its audit entry. Made and
 * decided through the same business functions as the API, which also tell the admins.
 */
export async function seedDemoReports(db: Database, admin: Member, id: DemoIds) {
  const member = (name: string) => demoMember(db, id(name));
  await createReport(db, await member('Yuki Tanaka'), {
    subjectType: 'profile',
    subjectId: id('James Whitfield'),
    reason: 'Contact with a minor',
    details: 'He wrote to me on Instagram and asked for my phone number.',
  });
  const [post] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.postedBy, id('James Whitfield')), eq(opportunities.status, 'Open')))
    .limit(1);
  if (post) {
    await createReport(db, await member('Kwame Mensah'), {
      subjectType: 'opportunity',
      subjectId: post.id,
      reason: 'Spam or scam',
      details: 'The trial asks for a fee before the first session.',
    });
  }
  const dismissed = await createReport(db, await member('Mateo Fernández'), {
    subjectType: 'profile',
    subjectId: id('Lucas Moreau'),
    reason: 'Fake profile or impersonation',
  });
  await decideReport(db, admin, dismissed.id, {
    action: 'dismiss',
    note: 'Checked with US Créteil: the player is real.',
  });
}
