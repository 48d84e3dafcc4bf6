import type { TNoticeLine } from '@scouting/contract/schemas/notifications';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { updateAgents } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { agents, agentVerificationRequests, members } from '../../db/schema/index.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { notify } from '../../modules/notifications/notify.ts';
import { type StoredFile, storeFile } from '../../platform/uploads/store-file.ts';

type DemoVerification = {
  agent: string;
  licenseNumber: string;
  issuingBody: string;
  outcome: 'pending' | 'approved' | 'rejected';
  rejectionReason?: string;
  allowResubmission?: boolean;
};

/**
 * A request in each state, so the admin page and the agent profiles show them all: Sofia Romano
 * approved, Carmen Ortiz waiting, Lukas Brandt rejected without resubmission, Grace Okafor rejected
 * and allowed to resubmit. James Whitfield never asked.
 */
export const DEMO_VERIFICATIONS: DemoVerification[] = [
  { agent: 'Sofia Romano', licenseNumber: 'FIGC-AG-2010-0457', issuingBody: 'FIGC', outcome: 'approved' },
  { agent: 'Carmen Ortiz', licenseNumber: 'RFEF-AG-3321', issuingBody: 'RFEF', outcome: 'pending' },
  {
    agent: 'Lukas Brandt',
    licenseNumber: 'DFB-BER-0099',
    issuingBody: 'DFB',
    outcome: 'rejected',
    rejectionReason: 'The licence number does not match the issuing body’s register.',
  },
  {
    agent: 'Grace Okafor',
    licenseNumber: 'NFF-AG-1187',
    issuingBody: 'Nigeria Football Federation',
    outcome: 'rejected',
    rejectionReason: 'The ID scan is unreadable; please send a sharper copy.',
    allowResubmission: true,
  },
];

/** The smallest well-formed PDF the content check recognises: a stand-in for a scanned licence. */
const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function demoIdScan(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 40, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .png()
    .toBuffer();
}

/**
 * Stores each request's documents through storeFile (the upload checks), then writes the requests,
 * the agents' states and the decision notifications in one transaction.
 */
export async function seedVerifications(db: Database, storage: Storage) {
  const rows = await db
    .select({ id: members.id, fullName: members.fullName })
    .from(members)
    .where(
      and(
        eq(members.role, 'Agent'),
        inArray(
          members.fullName,
          DEMO_VERIFICATIONS.map((v) => v.agent),
        ),
      ),
    );
  const idByName = new Map(rows.map((row) => [row.fullName, row.id]));
  const [admin] = await db.select({ id: members.id }).from(members).where(eq(members.role, 'Admin')).limit(1);

  const prepared: { demo: DemoVerification; agentId: number; license: StoredFile; idDocument: StoredFile }[] = [];
  for (const [index, demo] of DEMO_VERIFICATIONS.entries()) {
    const agentId = idByName.get(demo.agent);
    if (!agentId) throw new Error(`demo agent ${demo.agent} is missing`);
    const license = await storeFile(db, storage, agentId, 'license', { filename: 'licence.pdf', data: DEMO_PDF });
    const idDocument = await storeFile(db, storage, agentId, 'id_document', {
      filename: 'id-scan.png',
      data: await demoIdScan(40 + index * 50),
    });
    prepared.push({ demo, agentId, license, idDocument });
  }

  await db.transaction(async (tx) => {
    for (const { demo, agentId, license, idDocument } of prepared) {
      const reviewed = demo.outcome !== 'pending';
      const [agent] = await tx.select().from(agents).where(eq(agents.memberId, agentId));
      await tx.insert(agentVerificationRequests).values({
        agentId,
        fullName: demo.agent,
        licenseNumber: demo.licenseNumber,
        issuingBody: demo.issuingBody,
        licenseFileId: license.id,
        idFileId: idDocument.id,
        agencyName: agent?.agencyName ?? null,
        agencyWebsite: agent?.agencyWebsite ?? null,
        agreedToTerms: true,
        reviewed,
        approved: reviewed ? demo.outcome === 'approved' : null,
        rejectionReason: demo.rejectionReason ?? null,
        reviewedBy: reviewed ? (admin?.id ?? null) : null,
        reviewedAt: reviewed ? new Date() : null,
      });
      await updateAgents(tx, agentId, {
        verificationStatus:
          demo.outcome === 'pending' ? 'pending' : demo.outcome === 'approved' ? 'verified' : 'denied',
        allowResubmission: demo.allowResubmission ?? false,
      });
      if (reviewed) {
        // The same sentences as a real review (review-verification.ts), so the demo reads in any language.
        const line: TNoticeLine =
          demo.outcome === 'approved'
            ? { key: 'verificationApproved', values: {} }
            : {
                key: demo.allowResubmission ? 'verificationRejectedMayResend' : 'verificationRejectedFinal',
                values: { hasReason: 'yes', reason: demo.rejectionReason ?? '' },
              };
        await notify(tx, agentId, 'verification_decided', line, `/agent-profile/${agentId}`);
      }
    }
  });
}
