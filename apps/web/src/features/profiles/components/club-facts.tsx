import type { TClubDetails } from '@scouting/contract/schemas/scout-club-profiles';
import { ExternalLink, type Fact, FactList } from '../../../components/fact-list.tsx';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useCountryName } from '../../../i18n/countries.ts';

/** The read-only details of a club (docs/product.md#every-members-pages); the club e-mail only when the server sent it. */
export function ClubFacts({ club }: { club: TClubDetails }) {
  const t = useProfilesT();
  const countryName = useCountryName();
  const facts: Fact[] = [
    [t('profiles.field.clubName'), club.clubName],
    [t('profiles.field.clubCountry'), countryName(club.clubCountry)],
    [t('profiles.field.currentLeague'), club.currentLeague],
    [t('profiles.field.typeOfClub'), t(`profiles.clubType.${club.typeOfClub}`)],
  ];
  if (club.clubEmail) facts.push([t('profiles.field.clubEmail'), club.clubEmail]);
  facts.push(
    [t('profiles.field.clubWebsite'), <ExternalLink key="website" href={club.clubWebsite} />],
    [t('profiles.field.contactPerson'), club.fullName],
  );
  // Decision 061: how the club answers agents' pitches, once it received enough to say.
  if (club.pitchAnswers) {
    const { answeredPercent: percent, usualDays: days } = club.pitchAnswers;
    facts.push([
      t('profiles.field.pitchAnswers'),
      days === null ? t('profiles.pitchAnswersNoDays', { percent }) : t('profiles.pitchAnswers', { percent, days }),
    ]);
  }
  return <FactList facts={facts} />;
}
