import { LANGUAGES, type TLanguage } from '@scouting/contract/languages';
import { REPRESENTATION_SERVICES } from '@scouting/contract/representation';
import { accountLockedMail, resetPasswordMail, verificationMail } from '../src/auth/auth-mails.ts';
import { mailTexts } from '../src/infra/mail/mail-texts.ts';
import type { Mail } from '../src/infra/mail/mailer.ts';
import { trialMail } from '../src/modules/applications/trial-mail.ts';
import { pitchParentMail } from '../src/modules/pitches/pitch-mail.ts';
import { referenceLink, referenceMail } from '../src/modules/references/reference-mail.ts';
import { guardianMail } from '../src/modules/representation/guardian-mail.ts';
import { approvalMail } from '../src/modules/safeguarding/contact-requests/approval-mail.ts';
import { consentLinks, consentMail } from '../src/modules/safeguarding/parental-consent/consent-mail.ts';
import { textCopyMail } from '../src/modules/safeguarding/texts-for-minors/text-copy-mail.ts';

/** Counts where languages' plural forms part: zero, one, two, Arabic's few and many, hundreds, grouping. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 102, 1000, 1234567];

const FEES = [0, 2.5, 4.75, 5, 100];

const DATES = [new Date('2026-12-05T15:30:00Z'), new Date('2027-03-01T08:05:00Z')];

const SERVICE_SETS = [['transfer'], ['employment_contract', 'trials'], [...REPRESENTATION_SERVICES]] as const;

const parts = (mail: Mail) => ({ subject: mail.subject, text: mail.text, html: mail.html ?? null });

/** Every sentence of the mails' catalog with arguments that reach each of its branches, in `language`. */
function sentences(language: TLanguage): Record<string, string> {
  const t = mailTexts(language);
  const out: Record<string, string> = {
    verificationSubject: t.verificationSubject,
    verificationWelcome: t.verificationWelcome,
    verificationAsk: t.verificationAsk,
    verificationLinkLabel: t.verificationLinkLabel,
    verificationIgnore: t.verificationIgnore,
    resetSubject: t.resetSubject,
    resetIntro: t.resetIntro,
    resetChoose: t.resetChoose,
    resetLinkLabel: t.resetLinkLabel,
    resetValidity: t.resetValidity,
    resetIgnore: t.resetIgnore,
    lockedSubject: t.lockedSubject,
    lockedAdvice: t.lockedAdvice,
    lockedLinkLabel: t.lockedLinkLabel,
    consentSubject: t.consentSubject('Sam Young'),
    consentHello: t.consentHello,
    consentIntro: t.consentIntro('Sam Young', 'sam09'),
    consentTagline: t.consentTagline,
    consentWhy: t.consentWhy,
    consentShown: t.consentShown,
    consentContact: t.consentContact,
    consentValidity: t.consentValidity,
    consentConfirm: t.consentConfirm,
    consentRefuse: t.consentRefuse,
    consentIgnore: t.consentIgnore,
    settingsHint: t.settingsHint('https://x/settings'),
    unreadSubject: t.unreadSubject('Rui Agent'),
    'notificationBody.link': t.notificationBody('A line', 'https://x/a'),
    'notificationBody.none': t.notificationBody('A line', null),
    digestIntro: t.digestIntro,
    digestUnsubscribe: t.digestUnsubscribe('https://x/u'),
    approvalSubject: t.approvalSubject('Leo'),
    'approvalIntro.agency': t.approvalIntro('Rita', 'Goals Ltd', 'Leo'),
    'approvalIntro.none': t.approvalIntro('Rita', null, 'Leo'),
    'approvalWords.words': t.approvalWords('Can we talk?'),
    'approvalWords.none': t.approvalWords(null),
    approvalKept: t.approvalKept,
    approvalWithdrawIntro: t.approvalWithdrawIntro,
    approvalLinkLabel: t.approvalLinkLabel,
    approvalNothingToDo: t.approvalNothingToDo,
    trialSubject: t.trialSubject('Leo Young'),
    trialIntro: t.trialIntro('Norte FC', 'Leo Young', 'Keeper wanted'),
    trialWhere: t.trialWhere('Pitch 2'),
    trialDetails: t.trialDetails('Norte FC', 'Bring boots.'),
    trialAnswer: t.trialAnswer('Leo Young'),
    trialGoWith: t.trialGoWith,
    pitchSubject: t.pitchSubject('Leo Young'),
    pitchIntro: t.pitchIntro('Rui Agent', 'Leo Young', 'Porto Norte', 'Portugal'),
    pitchAbroad: t.pitchAbroad,
    pitchFollow: t.pitchFollow('Leo Young'),
    pitchTrialSubject: t.pitchTrialSubject('Leo Young', 'Porto Norte'),
    pitchTrialIntro: t.pitchTrialIntro('Porto Norte', 'Leo Young', 'Rui Agent'),
    guardianSubject: t.guardianSubject('Leo Young'),
    'guardianIntro.agency': t.guardianIntro('Leo Young', 'Rita', 'Goals Ltd'),
    'guardianIntro.none': t.guardianIntro('Leo Young', 'Rita', null),
    'guardianExclusive.yes': t.guardianExclusive(true),
    'guardianExclusive.no': t.guardianExclusive(false),
    guardianMessage: t.guardianMessage('Hello'),
    guardianEnding: t.guardianEnding,
    guardianReadTerms: t.guardianReadTerms,
    guardianIgnore: t.guardianIgnore,
    textCopySubject: t.textCopySubject('Kim Scout', 'Leo Young'),
    textCopyApplication: t.textCopyApplication('Kim Scout', 'Leo Young', 'Keeper wanted'),
    textCopyOffer: t.textCopyOffer('Kim Scout', 'Leo Young'),
    textCopyReport: t.textCopyReport('Kim Scout', 'Leo Young'),
    textCopyReference: t.textCopyReference('Ana Ruiz', 'Leo Young'),
    coachReferenceSubject: t.coachReferenceSubject('Leo Young'),
    coachReferenceIntro: t.coachReferenceIntro('Leo Young', 'U19 head coach', 'Getafe CF'),
    coachReferenceWhy: t.coachReferenceWhy,
    coachReferenceLinkLabel: t.coachReferenceLinkLabel,
    coachReferenceIgnore: t.coachReferenceIgnore,
    textCopyWords: t.textCopyWords('Well played'),
    textCopyWhy: t.textCopyWhy,
  };
  for (const count of COUNTS) {
    out[`lockedIntro.${count}`] = t.lockedIntro(count);
    out[`unreadBody.${count}`] = t.unreadBody('Rui Agent', count, 'https://x/c');
    out[`digestSubject.${count}`] = t.digestSubject(count);
    out[`digestMore.${count}`] = t.digestMore(count);
    out[`guardianDuration.${count}`] = t.guardianDuration(count);
  }
  for (const fee of FEES) out[`guardianFee.${fee}`] = t.guardianFee(fee);
  for (const date of DATES) out[`trialWhen.${date.toISOString()}`] = t.trialWhen(date);
  for (const services of SERVICE_SETS) out[`guardianServices.${services.join('+')}`] = t.guardianServices(services);
  return out;
}

/** Every mail the server composes from the catalog, whole, in `language`. */
function mails(language: TLanguage): Record<string, ReturnType<typeof parts>> {
  const trial = {
    parentEmail: 'p@b.c',
    childName: 'Leo Young',
    posterName: 'Norte FC',
    post: 'Keeper wanted',
    trial: { startsAt: '2026-12-05T15:30:00.000Z', venue: 'Pitch 2', details: 'Bring boots.' },
    applicationId: 1,
    invitedAt: new Date('2026-11-26T10:00:00Z'),
  };
  const guardian = {
    parentEmail: 'p@b.c',
    childName: 'Leo Young',
    agentName: 'Youth Agent',
    agencyName: 'Goals Ltd',
    months: 24,
    exclusive: true,
    feePercent: 2.5,
    services: ['employment_contract', 'trials'] as ('employment_contract' | 'trials')[],
    message: 'Hello <you>',
    token: 'tok',
  };
  const approval = {
    parentEmail: 'p@b.c',
    token: 'tok',
    agentName: 'Rita',
    agencyName: null,
    childFirstName: 'Leo',
    requestMessage: 'I saw "your" match & liked it',
  };
  const pitch = {
    kind: 'pitch' as const,
    parentEmail: 'p@b.c',
    childName: 'Leo Young',
    agentName: 'Rui Agent',
    clubName: 'Porto Norte',
    clubCountry: 'Portugal',
    minorAbroad: true,
  };
  const pitchTrial = {
    kind: 'trial' as const,
    parentEmail: 'p@b.c',
    childName: 'Leo Young',
    agentName: 'Rui Agent',
    clubName: 'Porto Norte',
    pitchId: 1,
    trial: { startsAt: new Date('2026-12-05T15:30:00.000Z'), venue: 'Pitch 2', details: 'Bring boots.' },
    invitedAt: new Date('2026-11-26T10:00:00Z'),
  };
  const copy = { writerId: 1, writerName: 'Kim Scout', childName: 'Leo Young', text: 'Well played' };
  return {
    verification: parts(verificationMail('a@b.c', 'https://x/v', language)),
    reset: parts(resetPasswordMail('a@b.c', 'https://x/r', language)),
    locked: parts(accountLockedMail('a@b.c', 'https://x/login', 15, language)),
    consent: parts(
      consentMail(
        'p@b.c',
        { fullName: 'Sam Young', username: 'sam09' },
        consentLinks('https://x', 'tok', language),
        language,
      ),
    ),
    approval: parts(approvalMail('p@b.c', approval, { withdraw: 'https://x/w', appOrigin: 'https://x' }, language)),
    trial: parts(trialMail(trial, 'https://x', language)),
    'trial.noDetails': parts(trialMail({ ...trial, trial: { ...trial.trial, details: '' } }, 'https://x', language)),
    guardian: parts(guardianMail(guardian, 'https://x', language)),
    pitch: parts(pitchParentMail(pitch, 'https://x', language)),
    'pitch.home': parts(pitchParentMail({ ...pitch, minorAbroad: false }, 'https://x', language)),
    pitchTrial: parts(pitchParentMail(pitchTrial, 'https://x', language)),
    'guardian.plain': parts(
      guardianMail({ ...guardian, agencyName: null, exclusive: false, months: 1 }, 'https://x', language),
    ),
    'textCopy.application': parts(
      textCopyMail('p@b.c', { ...copy, about: { kind: 'application', post: 'Keeper wanted' } }, 'https://x', language),
    ),
    'textCopy.offer': parts(textCopyMail('p@b.c', { ...copy, about: { kind: 'offer' } }, 'https://x', language)),
    'textCopy.report': parts(textCopyMail('p@b.c', { ...copy, about: { kind: 'report' } }, 'https://x', language)),
    'textCopy.reference': parts(
      textCopyMail(
        'p@b.c',
        { ...copy, writerId: null, writerName: 'Ana Ruiz', about: { kind: 'reference' } },
        'https://x',
        language,
      ),
    ),
    reference: parts(
      referenceMail(
        'c@b.c',
        { playerName: 'Leo Young', coachRole: 'U19 head coach', club: 'Getafe CF' },
        referenceLink('https://x', 'tok', language),
        language,
      ),
    ),
  };
}

/**
 * Every mail and every sentence of the mails in every language, as the server writes them: the
 * record `mail-texts.test.ts` holds them to, letter for letter.
 */
export function everyMailText() {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, { sentences: sentences(language), mails: mails(language) }]),
  );
}
