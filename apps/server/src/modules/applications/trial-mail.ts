import type { TLanguage } from '@scouting/contract/languages';
import { trialAttachment, trialMailFacts } from '../../infra/calendar/trial-file.ts';
import { escapeMarkup } from '../../infra/mail/mail-html.ts';
import { htmlIn, mailTexts } from '../../infra/mail/mail-texts.ts';
import type { Mail } from '../../infra/mail/mailer.ts';
import { trialCalendar } from './trial-calendar.ts';
import type { TrialMail } from './trial-invitation.ts';

/**
 * The parent's copy of a minor's trial invitation (docs/product.md#applications): who invites, when and where, in
 * the poster's own words, with the event to add to a calendar. The parent consented to the
 * account, so they hear of every meeting their child is asked to. In the language the child uses
 * (docs/product.md#languages), its date through Intl in that language.
 */
export function trialMail(facts: TrialMail, appOrigin: string, language: TLanguage = 'en'): Mail {
  const t = mailTexts(language);
  const lines = [
    t.trialIntro(facts.posterName, facts.childName, facts.post),
    t.trialWhen(new Date(facts.trial.startsAt)),
    t.trialWhere(facts.trial.venue),
    ...(facts.trial.details ? [t.trialDetails(facts.posterName, facts.trial.details)] : []),
    t.trialAnswer(facts.childName),
    t.trialGoWith,
  ];
  const calendar = trialCalendar(
    {
      applicationId: facts.applicationId,
      post: facts.post,
      posterName: facts.posterName,
      startsAt: new Date(facts.trial.startsAt),
      ...trialMailFacts(facts),
    },
    appOrigin,
  );
  return {
    to: facts.parentEmail,
    subject: t.trialSubject(facts.childName),
    text: lines.join('\n\n'),
    html: htmlIn(language, lines.map((line) => `<p>${escapeMarkup(line)}</p>`).join('')),
    attachments: [trialAttachment(calendar)],
  };
}
