import type { TLanguage } from '@scouting/contract/languages';
import type { TRepresentationService } from '@scouting/contract/representation';
import { escapeMarkup } from '../../infra/mail/mail-html.ts';
import { htmlIn, mailTexts } from '../../infra/mail/mail-texts.ts';
import type { Mail } from '../../infra/mail/mailer.ts';
import { parentAccountParagraphs } from '../safeguarding/guardians/parent-account-links.ts';

/** What the parent's mail says, read in the transaction that asked for their signature. */
export type GuardianMailFacts = {
  parentEmail: string;
  childName: string;
  agentName: string;
  agencyName: string | null;
  months: number;
  exclusive: boolean;
  feePercent: number;
  services: TRepresentationService[];
  message: string;
  token: string;
};

/**
 * The guardian's copy of the terms their child accepted (docs/product.md#representation; FFAR Art. 12: for a minor
 * the legal guardian signs too). Every term is in the mail itself, so the parent can decide from
 * it; the link opens the page where they confirm or refuse. In the language the child uses
 * (docs/product.md#languages); the fee, the duration and the list of services through Intl in that language.
 */
export function guardianMail(facts: GuardianMailFacts, appOrigin: string, language: TLanguage = 'en'): Mail {
  const t = mailTexts(language);
  const next = `/representation-consent?token=${encodeURIComponent(facts.token)}`;
  const link = `${appOrigin}${next}`;
  const invite = parentAccountParagraphs(appOrigin, next, language);
  const lines = [
    t.guardianIntro(facts.childName, facts.agentName, facts.agencyName),
    t.guardianDuration(facts.months),
    t.guardianExclusive(facts.exclusive),
    t.guardianFee(facts.feePercent),
    t.guardianServices(facts.services),
    t.guardianMessage(facts.message),
    t.guardianEnding,
  ];
  // French puts a space before a colon.
  const colon = language === 'fr' ? ' :' : ':';
  return {
    to: facts.parentEmail,
    subject: t.guardianSubject(facts.childName),
    text: `${lines.join('\n\n')}\n\n${t.guardianReadTerms}${colon}\n${link}\n\n${invite.text.join('\n\n')}\n\n${t.guardianIgnore}`,
    html: htmlIn(
      language,
      `${lines.map((line) => `<p>${escapeMarkup(line)}</p>`).join('')}<p><a href="${escapeMarkup(link)}">${escapeMarkup(t.guardianReadTerms)}</a></p>${invite.html.join('')}<p>${escapeMarkup(t.guardianIgnore)}</p>`,
    ),
  };
}
