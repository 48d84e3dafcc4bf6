import type { TAgentDetails } from '@scouting/contract/schemas/profiles';
import { ExternalLink, type Fact, FactList } from '../../../components/fact-list.tsx';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useCountryName } from '../../../i18n/countries.ts';

/** The read-only details of an agent (docs/product.md#every-members-pages); private ones only when the server sent them. */
export function AgentFacts({ agent }: { agent: TAgentDetails }) {
  const t = useProfilesT();
  const countryName = useCountryName();
  const facts: Fact[] = [[t('profiles.field.fullName'), <bdi key="name">{agent.fullName}</bdi>]];
  if (agent.contactEmail) facts.push([t('profiles.field.contactEmail'), agent.contactEmail]);
  if (agent.dob) facts.push([t('profiles.field.dob'), agent.dob]);
  facts.push(
    [t('profiles.field.agencyName'), <bdi key="agency">{agent.agencyName}</bdi>],
    [t('profiles.field.agencyWebsite'), <ExternalLink key="website" href={agent.agencyWebsite} />],
    [t('profiles.field.countryOfOperation'), countryName(agent.countryOfOperation)],
    [t('profiles.field.yearsOfExperience'), agent.yearsOfExperience],
  );
  return <FactList facts={facts} />;
}
