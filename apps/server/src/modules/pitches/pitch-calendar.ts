import { calendarFile } from '../../infra/calendar/icalendar.ts';

export type PitchTrialEvent = {
  pitchId: number;
  clubName: string;
  playerName: string;
  startsAt: Date;
  venue: string;
  details: string;
  invitedAt: Date;
};

/** A pitch's trial as an iCalendar file, for the club, the agent, the player and a minor's parent. */
export function pitchTrialCalendar(facts: PitchTrialEvent, appOrigin: string): string {
  const host = new URL(appOrigin).hostname;
  const details = facts.details ? `${facts.details}\n\n` : '';
  return calendarFile(
    {
      // One UID per pitch: the trial of a pitch is one event.
      uid: `pitch-trial-${facts.pitchId}@${host}`,
      stamp: facts.invitedAt,
      start: facts.startsAt,
      summary: `Trial: ${facts.playerName} at ${facts.clubName}`,
      location: facts.venue,
      description: `${details}Invited by ${facts.clubName}`,
      url: `${appOrigin}/representation`,
    },
    '-//Scouting Network//Trial invitations//EN',
  );
}
