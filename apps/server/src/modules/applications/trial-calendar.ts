import { calendarFile } from '../../infra/calendar/icalendar.ts';
import { shortened } from './application-facts.ts';

export type TrialEventFacts = {
  applicationId: number;
  post: string;
  posterName: string;
  startsAt: Date;
  venue: string;
  details: string;
  invitedAt: Date;
};

/** The trial as an iCalendar file (docs/product.md#applications): for the player, the poster and a minor's parent. */
export function trialCalendar(facts: TrialEventFacts, appOrigin: string): string {
  const host = new URL(appOrigin).hostname;
  const details = facts.details ? `${facts.details}\n\n` : '';
  return calendarFile(
    {
      // One UID per application: a rescheduled trial is the same event, not a second one.
      uid: `trial-${facts.applicationId}@${host}`,
      stamp: facts.invitedAt,
      start: facts.startsAt,
      summary: `Trial: ${shortened(facts.post)}`,
      location: facts.venue,
      description: `${details}Invited by ${facts.posterName} for: ${facts.post}`,
      url: `${appOrigin}/my-applications`,
    },
    '-//Scouting Network//Trial invitations//EN',
  );
}
