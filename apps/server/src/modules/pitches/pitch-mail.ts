import type { TLanguage } from '@scouting/contract/languages';
import { trialAttachment, trialMailFacts } from '../../infra/calendar/trial-file.ts';
import { escapeMarkup } from '../../infra/mail/mail-html.ts';
import { htmlIn, mailTexts } from '../../infra/mail/mail-texts.ts';
import type { Mail } from '../../infra/mail/mailer.ts';
import { parentAccountParagraphs } from '../safeguarding/guardians/parent-account-links.ts';
import { pitchTrialCalendar } from './pitch-calendar.ts';

type Common = { parentEmail: string; childName: string; agentName: string; clubName: string };

/** What the parent of a minor is mailed (decision 061): each pitch, and a trial the club invites to. */
export type PitchParentMail =
  | (Common & { kind: 'pitch'; clubCountry: string; minorAbroad: boolean })
  | (Common & {
      kind: 'trial';
      pitchId: number;
      trial: { startsAt: Date; venue: string; details: string };
      invitedAt: Date;
    });

/**
 * The parent who consented to a minor's account hears of every pitch of their child and of every
 * trial a club invites them to from one (docs/product.md#minors), in the language the child uses;
 * a pitch to a club abroad carries FIFA's rule on minors moving abroad (RSTP Article 19); a trial
 * carries its event for a calendar, as an application's trial does. Both end with the parent account's
 * links (docs/product.md#parents), which open the parent dashboard, where the child's pitches are.
 */
export function pitchParentMail(facts: PitchParentMail, appOrigin: string, language: TLanguage = 'en'): Mail {
  const t = mailTexts(language);
  const invite = parentAccountParagraphs(appOrigin, '/parent-dashboard', language);
  if (facts.kind === 'pitch') {
    const lines = [
      t.pitchIntro(facts.agentName, facts.childName, facts.clubName, facts.clubCountry),
      ...(facts.minorAbroad ? [t.pitchAbroad] : []),
      t.pitchFollow(facts.childName),
    ];
    return {
      to: facts.parentEmail,
      subject: t.pitchSubject(facts.childName),
      text: [...lines, ...invite.text].join('\n\n'),
      html: htmlIn(language, [...lines.map((line) => `<p>${escapeMarkup(line)}</p>`), ...invite.html].join('')),
    };
  }
  const lines = [
    t.pitchTrialIntro(facts.clubName, facts.childName, facts.agentName),
    t.trialWhen(facts.trial.startsAt),
    t.trialWhere(facts.trial.venue),
    ...(facts.trial.details ? [t.trialDetails(facts.clubName, facts.trial.details)] : []),
    t.trialGoWith,
  ];
  const calendar = pitchTrialCalendar(
    {
      pitchId: facts.pitchId,
      clubName: facts.clubName,
      playerName: facts.childName,
      startsAt: facts.trial.startsAt,
      ...trialMailFacts(facts),
    },
    appOrigin,
  );
  return {
    to: facts.parentEmail,
    subject: t.pitchTrialSubject(facts.childName, facts.clubName),
    text: [...lines, ...invite.text].join('\n\n'),
    html: htmlIn(language, [...lines.map((line) => `<p>${escapeMarkup(line)}</p>`), ...invite.html].join('')),
    attachments: [trialAttachment(calendar)],
  };
}
