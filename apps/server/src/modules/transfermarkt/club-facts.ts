type ClubFact =
  | 'leagueName'
  | 'leagueTier'
  | 'positionPlayed'
  | 'matches'
  | 'goals'
  | 'assists'
  | 'cleanSheets'
  | 'clubWebsite';

/** A club line's facts that keep one name from the form through the table to the review answer. */
export function clubFacts<Club extends Record<ClubFact, unknown>>(club: Club): Pick<Club, ClubFact> {
  return {
    leagueName: club.leagueName,
    leagueTier: club.leagueTier,
    positionPlayed: club.positionPlayed,
    matches: club.matches,
    goals: club.goals,
    assists: club.assists,
    cleanSheets: club.cleanSheets,
    clubWebsite: club.clubWebsite,
  };
}
