import type { FastifyReply } from 'fastify';
import type { MailAttachment } from '../mail/mailer.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** What both trial calendars take from a parent's mail as it is: the place, the inviter's words, when it was sent. */
export function trialMailFacts<Trial extends { venue: string; details: unknown }>(facts: {
  trial: Trial;
  invitedAt: Date;
}): { venue: string; details: Trial['details']; invitedAt: Date } {
  return { venue: facts.trial.venue, details: facts.trial.details, invitedAt: facts.invitedAt };
}

/** A trial's calendar file on the parent's copy of the invitation (an application's or a pitch's). */
export function trialAttachment(calendar: string): MailAttachment {
  return { filename: 'trial.ics', contentType: CALENDAR_TYPE, content: Buffer.from(calendar) };
}

/** A trial's calendar file as a download, saved as trial.ics and never cached (it holds the venue). */
export function sendTrialFile(reply: FastifyReply, calendar: string) {
  return reply
    .type(CALENDAR_TYPE)
    .header('content-disposition', 'attachment; filename="trial.ics"')
    .header('cache-control', 'no-store')
    .send(calendar);
}
