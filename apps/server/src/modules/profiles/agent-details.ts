import type { TAgentDetails } from '@scouting/contract';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { agents, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

export async function getAgentDetails(db: Database, viewer: Member, agentId: number): Promise<TAgentDetails> {
  const [row] = await db
    .select({ member: members, agent: agents })
    .from(agents)
    .innerJoin(members, eq(members.id, agents.memberId))
    .where(eq(agents.memberId, agentId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Agent not found.');
  const { member, agent } = row;
  const ownerView = viewer.id === member.id || viewer.role === 'Admin';
  return {
    id: member.id,
    fullName: member.fullName,
    username: member.username,
    contactEmail: ownerView ? agent.contactEmail : null,
    dob: ownerView ? member.dob : null,
    agencyName: agent.agencyName,
    agencyWebsite: agent.agencyWebsite,
    countryOfOperation: agent.countryOfOperation,
    yearsOfExperience: agent.yearsOfExperience,
    profileImageUrl: null,
    displayImageUrl: null,
    isVerified: agent.verificationStatus === 'verified',
    verificationStatus: agent.verificationStatus,
    allowResubmission: agent.allowResubmission,
    isOwnerView: ownerView,
  };
}
