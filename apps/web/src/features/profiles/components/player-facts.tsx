import type { TPlayerDetails } from '@scouting/contract';
import { type Fact, FactList } from '../../../components/fact-list.tsx';

/** The read-only details of a player (SPEC §3 "Player details"), as label and value pairs. */
export function PlayerFacts({ player }: { player: TPlayerDetails }) {
  const facts: Fact[] = [
    ['Age', player.age],
    ['Country', player.country],
    ['Primary position', player.primaryPosition],
    ['Secondary position', player.secondaryPosition],
    ['Current club', player.currentClub],
    ['Club country', player.clubCountry],
    ['Previous club', player.previousClub],
    ['Status', player.status],
    ['Preferred foot', player.preferredFoot],
    ['Height', `${player.height} m`],
    ['Weight', `${player.weight} kg`],
    ['Strength', player.playerStrength],
  ];
  if (player.dob) facts.splice(1, 0, ['Date of birth', player.dob]);
  if (player.emailAddress) facts.push(['E-mail', player.emailAddress]);
  return <FactList facts={facts} />;
}
