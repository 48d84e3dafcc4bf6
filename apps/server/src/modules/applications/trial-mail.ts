import type { Mail } from '../../infra/mail/mailer.ts';
import { trialCalendar } from './trial-calendar.ts';
import type { TrialMail } from './trial-invitation.ts';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The parent's copy of a minor's trial invitation (issue 26 §3): who invites, when and where, in
 * the poster's own words, with the event to add to a calendar. The parent consented to the
 * account, so they hear of every meeting their child is asked to.
 */
export function trialMail(facts: TrialMail, appOrigin: string): Mail {
  const when = new Date(facts.trial.startsAt).toUTCString().replace(' GMT', ' UTC');
  const lines = [
    `${facts.posterName} has invited ${facts.childName} to a trial on Scouting Network, after ${facts.childName} applied to their opportunity: "${facts.post}".`,
    `When: ${when}`,
    `Where: ${facts.trial.venue}`,
    ...(facts.trial.details ? [`Details from ${facts.posterName}: ${facts.trial.details}`] : []),
    `${facts.childName} can accept or decline the invitation on their applications page. The event is attached for your calendar.`,
    'Please go with your child, or make sure a trusted adult does.',
  ];
  const calendar = trialCalendar(
    {
      applicationId: facts.applicationId,
      post: facts.post,
      posterName: facts.posterName,
      startsAt: new Date(facts.trial.startsAt),
      venue: facts.trial.venue,
      details: facts.trial.details,
      invitedAt: facts.invitedAt,
    },
    appOrigin,
  );
  return {
    to: facts.parentEmail,
    subject: `${facts.childName} is invited to a trial on Scouting Network`,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    attachments: [
      { filename: 'trial.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from(calendar) },
    ],
  };
}
