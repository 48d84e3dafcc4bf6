import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import type { TAgentDetailsUpdateRequest } from '@scouting/contract/schemas/agent-verification';
import type { TAgentDetails } from '@scouting/contract/schemas/profiles';
import { and, desc, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { updateAgents } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { agents, agentVerificationRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertKnownCountry } from '../../platform/countries/countries.ts';
import { recordAgentProfileView } from '../agent-oversight/profile-views.ts';
import { readRoleProfile } from './role-profile.ts';

export async function getAgentDetails(db: Database, viewer: Member, agentId: number): Promise<TAgentDetails> {
  const {
    member,
    row: agent,
    ownerView,
    shown,
  } = await readRoleProfile(db, viewer, agents, agentId, REFUSAL_MESSAGES.agentNotFound);
  // Agent Profile Views Analytics (docs/product.md#admin-pages): every opening by another member counts.
  await recordAgentProfileView(db, viewer, member.id);
  return {
    ...shown,
    contactEmail: ownerView ? agent.contactEmail : null,
    dob: ownerView ? member.dob : null,
    agencyName: agent.agencyName,
    agencyWebsite: agent.agencyWebsite,
    countryOfOperation: agent.countryOfOperation,
    yearsOfExperience: agent.yearsOfExperience,
    isVerified: agent.verificationStatus === 'verified',
    verificationStatus: agent.verificationStatus,
    allowResubmission: agent.allowResubmission,
    rejectionReason:
      ownerView && agent.verificationStatus === 'denied' ? await latestRejectionReason(db, member.id) : null,
  };
}

/** Why the agent's latest request was denied, so the agent knows what to fix before resubmitting. */
async function latestRejectionReason(db: Database, agentId: number): Promise<string | null> {
  const [latest] = await db
    .select({ reason: agentVerificationRequests.rejectionReason })
    .from(agentVerificationRequests)
    .where(and(eq(agentVerificationRequests.agentId, agentId), eq(agentVerificationRequests.reviewed, true)))
    .orderBy(desc(agentVerificationRequests.id))
    .limit(1);
  return latest?.reason ?? null;
}

/** The agent profile's Save: the three agency fields, the country from the same list as the wizard. */
export async function updateAgentDetails(
  db: Database,
  viewer: Member,
  agentId: number,
  input: TAgentDetailsUpdateRequest,
): Promise<TAgentDetails> {
  assertKnownCountry('countryOfOperation', input.countryOfOperation);
  const updated = await updateAgents(db, agentId, {
    agencyName: input.agencyName,
    agencyWebsite: input.agencyWebsite,
    countryOfOperation: input.countryOfOperation,
  });
  if (updated.length === 0) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.agentNotFound);
  return getAgentDetails(db, viewer, agentId);
}
