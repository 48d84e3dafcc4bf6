import type { TScoutDetails } from '@scouting/contract';
import { ExternalLink, type Fact, FactList } from '../../../components/fact-list.tsx';

/** The read-only details of a scout (SPEC §3 Scout fields); private ones only when the server sent them. */
export function ScoutFacts({ scout }: { scout: TScoutDetails }) {
  const facts: Fact[] = [['Full name', scout.fullName]];
  if (scout.contactEmail) facts.push(['Contact e-mail', scout.contactEmail]);
  if (scout.dob) facts.push(['Date of birth', scout.dob]);
  facts.push(
    ['Age', scout.age],
    ['Country of operation', scout.countryOfOperation],
    ['Current employer', scout.currentEmployer],
    ['Scouting experience (years)', scout.scoutingExperience],
    ['Website', <ExternalLink key="website" href={scout.website} />],
  );
  return <FactList facts={facts} />;
}
