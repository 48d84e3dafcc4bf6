import type { TClubDetails } from '@scouting/contract';
import { ExternalLink, type Fact, FactList } from '../../../components/fact-list.tsx';

/** The read-only details of a club (SPEC §3 Club fields); the club e-mail only when the server sent it. */
export function ClubFacts({ club }: { club: TClubDetails }) {
  const facts: Fact[] = [
    ['Club name', club.clubName],
    ['Club country', club.clubCountry],
    ['Current league', club.currentLeague],
    ['Type of club', club.typeOfClub],
  ];
  if (club.clubEmail) facts.push(['Club e-mail', club.clubEmail]);
  facts.push(
    ['Club website', <ExternalLink key="website" href={club.clubWebsite} />],
    ['Contact person', club.fullName],
  );
  return <FactList facts={facts} />;
}
