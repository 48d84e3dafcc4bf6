import type { TAgentDetails } from '@scouting/contract';
import { ExternalLink, type Fact, FactList } from '../../../components/fact-list.tsx';

/** The read-only details of an agent (SPEC §3 "Agent details"); private ones only when the server sent them. */
export function AgentFacts({ agent }: { agent: TAgentDetails }) {
  const facts: Fact[] = [['Full name', agent.fullName]];
  if (agent.contactEmail) facts.push(['Contact e-mail', agent.contactEmail]);
  if (agent.dob) facts.push(['Date of birth', agent.dob]);
  facts.push(
    ['Agency name', agent.agencyName],
    ['Agency website', <ExternalLink key="website" href={agent.agencyWebsite} />],
    ['Country of operation', agent.countryOfOperation],
    ['Years of experience', agent.yearsOfExperience],
  );
  return <FactList facts={facts} />;
}
