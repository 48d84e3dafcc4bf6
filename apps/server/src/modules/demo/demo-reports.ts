import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { members, opportunities, reports } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { demoMemberIds } from './demo-people.ts';

/**
 * A few reports for the admins' review page (issue 12 §6): one about contact with a minor (first in
 * the queue), one about a post, and one an admin already dismissed, with its audit entry.
 */
export async function seedDemoReports(tx: Transaction, idsByName: Map<string, number>) {
  const id = demoMemberIds(idsByName);
  const [admin] = await tx
    .select({ id: members.id, fullName: members.fullName })
    .from(members)
    .where(eq(members.role, 'Admin'))
    .limit(1);
  if (!admin) throw new Error('the demo admin is missing');
  const [post] = await tx
    .select({ id: opportunities.id, postedBy: opportunities.postedBy })
    .from(opportunities)
    .where(and(eq(opportunities.postedBy, id('James Whitfield')), eq(opportunities.status, 'Open')))
    .limit(1);

  await tx.insert(reports).values({
    reporterId: id('Yuki Tanaka'),
    subjectType: 'profile',
    subjectMemberId: id('James Whitfield'),
    reason: 'Contact with a minor',
    details: 'He wrote to me on Instagram and asked for my phone number.',
    involvesMinor: true,
  });
  if (post) {
    await tx.insert(reports).values({
      reporterId: id('Kwame Mensah'),
      subjectType: 'opportunity',
      subjectMemberId: post.postedBy,
      opportunityId: post.id,
      reason: 'Spam or scam',
      details: 'The trial asks for a fee before the first session.',
    });
  }
  const [dismissed] = await tx
    .insert(reports)
    .values({
      reporterId: id('Mateo Fernández'),
      subjectType: 'profile',
      subjectMemberId: id('Lucas Moreau'),
      reason: 'Fake profile or impersonation',
      status: 'dismissed',
      decidedBy: admin.id,
      decidedAt: new Date(),
      decisionNote: 'Checked with US Créteil: the player is real.',
    })
    .returning({ id: reports.id });
  if (!dismissed) throw new Error('report insert returned no row');
  await recordAudit(tx, {
    actor: admin,
    action: 'report.dismissed',
    subject: { id: id('Lucas Moreau'), fullName: 'Lucas Moreau' },
    target: { type: 'report', id: dismissed.id },
    reason: 'Checked with US Créteil: the player is real.',
  });
}
