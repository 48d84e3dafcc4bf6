import type { TScoutDetails } from '@scouting/contract/schemas/scout-club-profiles';
import { ExternalLink, type Fact, FactList } from '../../../components/fact-list.tsx';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useCountryName } from '../../../i18n/countries.ts';

/** The read-only details of a scout (docs/product.md#every-members-pages); private ones only when the server sent them. */
export function ScoutFacts({ scout }: { scout: TScoutDetails }) {
  const t = useProfilesT();
  const countryName = useCountryName();
  const facts: Fact[] = [[t('profiles.field.fullName'), scout.fullName]];
  if (scout.contactEmail) facts.push([t('profiles.field.contactEmail'), scout.contactEmail]);
  if (scout.dob) facts.push([t('profiles.field.dob'), scout.dob]);
  facts.push(
    [t('profiles.field.age'), scout.age],
    [t('profiles.field.countryOfOperation'), countryName(scout.countryOfOperation)],
    [t('profiles.field.currentEmployer'), scout.currentEmployer],
    [t('profiles.field.scoutingExperience'), scout.scoutingExperience],
    [t('profiles.field.website'), <ExternalLink key="website" href={scout.website} />],
  );
  return <FactList facts={facts} />;
}
