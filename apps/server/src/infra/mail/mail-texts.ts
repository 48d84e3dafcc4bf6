import { createRequire } from 'node:module';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { isolate } from '@scouting/contract/bidi-isolate';
import type english from '@scouting/contract/catalogs/mails/en.json';
import { LANGUAGE_INFO, LANGUAGES, type TLanguage } from '@scouting/contract/languages';
import { MESSAGES } from '@scouting/contract/messages';
import type { TRepresentationService } from '@scouting/contract/representation';
import { englishOf } from '@scouting/contract/sentences';
import { textToHtml } from './mail-html.ts';

/**
 * Every sentence the server mails, in each language (docs/product.md#languages): a mail goes in its recipient's
 * language, chosen when it is queued (mail-language.ts). The words are ICU messages in the mails'
 * catalogs, `packages/contract/catalogs/mails/<language>.json` (decision 055), formatted by Lingui as
 * the bell's lines are; this type is what a mail composes its paragraphs and links from, so a wrong
 * argument still fails typecheck. The product's name stays as it is in every language.
 */
export type MailTexts = {
  verificationSubject: string;
  verificationWelcome: string;
  verificationAsk: string;
  verificationLinkLabel: string;
  verificationIgnore: string;
  resetSubject: string;
  resetIntro: string;
  resetChoose: string;
  resetLinkLabel: string;
  resetValidity: string;
  resetIgnore: string;
  lockedSubject: string;
  lockedIntro: (minutes: number) => string;
  lockedAdvice: string;
  lockedLinkLabel: string;
  consentSubject: (childName: string) => string;
  consentHello: string;
  consentIntro: (childName: string, username: string) => string;
  consentTagline: string;
  consentWhy: string;
  consentShown: string;
  consentContact: string;
  consentValidity: string;
  consentConfirm: string;
  consentRefuse: string;
  consentIgnore: string;
  settingsHint: (settingsLink: string) => string;
  unreadSubject: (senderName: string) => string;
  unreadBody: (senderName: string, count: number, conversationLink: string) => string;
  notificationBody: (line: string, link: string | null) => string;
  digestSubject: (count: number) => string;
  digestIntro: string;
  digestMore: (count: number) => string;
  digestUnsubscribe: (link: string) => string;
  approvalSubject: (childFirstName: string) => string;
  approvalIntro: (agentName: string, agencyName: string | null, childFirstName: string) => string;
  approvalWords: (requestMessage: string | null) => string;
  approvalKept: string;
  approvalWithdrawIntro: string;
  approvalLinkLabel: string;
  approvalNothingToDo: string;
  trialSubject: (childName: string) => string;
  trialIntro: (posterName: string, childName: string, post: string) => string;
  /** When the trial starts, in UTC (the venue's time zone is not known), in the language's own format. */
  trialWhen: (startsAt: Date) => string;
  trialWhere: (venue: string) => string;
  trialDetails: (posterName: string, details: string) => string;
  trialAnswer: (childName: string) => string;
  trialGoWith: string;
  /** The parent's word of a pitch of their child and of a trial a club invites them to from it (decision 061). */
  pitchSubject: (childName: string) => string;
  pitchIntro: (agentName: string, childName: string, clubName: string, clubCountry: string) => string;
  pitchAbroad: string;
  pitchFollow: (childName: string) => string;
  pitchTrialSubject: (childName: string, clubName: string) => string;
  pitchTrialIntro: (clubName: string, childName: string, agentName: string) => string;
  guardianSubject: (childName: string) => string;
  guardianIntro: (childName: string, agentName: string, agencyName: string | null) => string;
  guardianDuration: (months: number) => string;
  guardianExclusive: (exclusive: boolean) => string;
  guardianFee: (percent: number) => string;
  guardianServices: (services: readonly TRepresentationService[]) => string;
  guardianMessage: (message: string) => string;
  guardianEnding: string;
  guardianReadTerms: string;
  guardianIgnore: string;
  /** The parent's copy of what an adult wrote to their child outside the messaging (a status message, an offer). */
  textCopySubject: (writerName: string, childName: string) => string;
  textCopyApplication: (writerName: string, childName: string, post: string) => string;
  textCopyOffer: (writerName: string, childName: string) => string;
  textCopyReport: (writerName: string, childName: string) => string;
  textCopyReference: (writerName: string, childName: string) => string;
  textCopyWords: (text: string) => string;
  textCopyWhy: string;
  /** Parents as members (docs/product.md#parents): the invitation under every guardian mail. */
  parentAccountWhy: string;
  parentAccountCreate: string;
  parentAccountSignIn: string;
  /** A guardian invites the child's second guardian (docs/product.md#parents). */
  guardianInviteSubject: (inviterName: string, childName: string) => string;
  guardianInviteIntro: (inviterName: string, childName: string) => string;
  guardianInviteHow: string;
  guardianInviteLink: string;
  guardianInviteValidity: string;
  guardianInviteIgnore: string;
  /** A player asks a coach to confirm their seasons (docs/product.md#a-coach-confirms). */
  coachConfirmSubject: (playerName: string) => string;
  coachConfirmIntro: (playerName: string, club: string) => string;
  coachConfirmWhy: string;
  coachConfirmLinkLabel: string;
  coachConfirmValidity: string;
  coachConfirmIgnore: string;
  coachReferenceSubject: (playerName: string) => string;
  coachReferenceIntro: (playerName: string, coachRole: string, club: string) => string;
  coachReferenceWhy: string;
  coachReferenceLinkLabel: string;
  coachReferenceIgnore: string;
};

/** A message id of the mails' catalogs: English's ids, which every language has (mail-texts.test.ts). */
export type MailMessageId = keyof typeof english;

// The contract's catalogs are JSON files of the package, read once at start.
const require = createRequire(import.meta.url);

/** The mails' catalog of `language` as its translator wrote it: ICU messages by id. */
export function mailCatalog(language: TLanguage): Record<MailMessageId, string> {
  return require(`@scouting/contract/catalogs/mails/${language}.json`) as Record<MailMessageId, string>;
}

function compiled(language: TLanguage): Messages {
  return Object.fromEntries(
    Object.entries(mailCatalog(language)).map(([id, message]) => [id, compileMessage(message)]),
  );
}

/** The number formats the messages name: a fee to two decimals in the language's way (`5,5 %` in French). */
const FORMATS = { percentage: { style: 'percent', maximumFractionDigits: 2 } } as const;

type Say = (id: MailMessageId, values?: Record<string, string | number>) => string;

/** A message of the mails' catalog in `i18n`'s language, with its values and the product's name. */
function sayWith(i18n: I18n): Say {
  return (id, values = {}) =>
    i18n._(id, { productName: englishOf(MESSAGES.productName), ...values }, { formats: FORMATS });
}

/**
 * A trial's start in UTC (the venue's time zone is not known), through Intl in the language's own
 * order and words; English keeps the format its mail always had (`Sat, 05 Dec 2026 15:30:00`).
 */
function utcDateTime(language: TLanguage, at: Date): string {
  if (language === 'en') return at.toUTCString().replace(' GMT', '');
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(at);
}

/** The services an agreement covers, listed as the language lists (English keeps its semicolons). */
function listServices(language: TLanguage, labels: string[]): string {
  if (language === 'en') return labels.join('; ');
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(labels);
}

function textsIn(language: TLanguage): MailTexts {
  const t = sayWith(setupI18n({ locale: language, messages: { [language]: compiled(language) } }));
  const agency = (agencyName: string | null) => ({
    hasAgency: agencyName ? 'yes' : 'no',
    agencyName: agencyName ? isolate(agencyName) : '',
  });
  return {
    verificationSubject: t('mails.verificationSubject'),
    verificationWelcome: t('mails.verificationWelcome'),
    verificationAsk: t('mails.verificationAsk'),
    verificationLinkLabel: t('mails.verificationLinkLabel'),
    verificationIgnore: t('mails.verificationIgnore'),
    resetSubject: t('mails.resetSubject'),
    resetIntro: t('mails.resetIntro'),
    resetChoose: t('mails.resetChoose'),
    resetLinkLabel: t('mails.resetLinkLabel'),
    resetValidity: t('mails.resetValidity'),
    resetIgnore: t('mails.resetIgnore'),
    lockedSubject: t('mails.lockedSubject'),
    lockedIntro: (minutes) => t('mails.lockedIntro', { minutes }),
    lockedAdvice: t('mails.lockedAdvice'),
    lockedLinkLabel: t('mails.lockedLinkLabel'),
    consentSubject: (childName) => t('mails.consentSubject', { childName: isolate(childName) }),
    consentHello: t('mails.consentHello'),
    consentIntro: (childName, username) =>
      t('mails.consentIntro', { childName: isolate(childName), username: isolate(username) }),
    consentTagline: t('mails.consentTagline'),
    consentWhy: t('mails.consentWhy'),
    consentShown: t('mails.consentShown'),
    consentContact: t('mails.consentContact'),
    consentValidity: t('mails.consentValidity'),
    consentConfirm: t('mails.consentConfirm'),
    consentRefuse: t('mails.consentRefuse'),
    consentIgnore: t('mails.consentIgnore'),
    settingsHint: (link) => t('mails.settingsHint', { link }),
    unreadSubject: (senderName) => t('mails.unreadSubject', { senderName: isolate(senderName) }),
    unreadBody: (senderName, count, link) => t('mails.unreadBody', { senderName: isolate(senderName), count, link }),
    // Without a link, the notification's own line is the whole body.
    notificationBody: (line, link) => (link ? t('mails.notificationBody', { line, link }) : line),
    digestSubject: (count) => t('mails.digestSubject', { count }),
    digestIntro: t('mails.digestIntro'),
    digestMore: (count) => t('mails.digestMore', { count }),
    digestUnsubscribe: (link) => t('mails.digestUnsubscribe', { link }),
    approvalSubject: (childFirstName) => t('mails.approvalSubject', { childFirstName: isolate(childFirstName) }),
    approvalIntro: (agentName, agencyName, childFirstName) =>
      t('mails.approvalIntro', {
        agentName: isolate(agentName),
        ...agency(agencyName),
        childFirstName: isolate(childFirstName),
      }),
    approvalWords: (requestMessage) =>
      requestMessage
        ? t('mails.approvalWords', { requestMessage: isolate(requestMessage) })
        : t('mails.approvalNoWords'),
    approvalKept: t('mails.approvalKept'),
    approvalWithdrawIntro: t('mails.approvalWithdrawIntro'),
    approvalLinkLabel: t('mails.approvalLinkLabel'),
    approvalNothingToDo: t('mails.approvalNothingToDo'),
    trialSubject: (childName) => t('mails.trialSubject', { childName: isolate(childName) }),
    trialIntro: (posterName, childName, post) =>
      t('mails.trialIntro', { posterName: isolate(posterName), childName: isolate(childName), post: isolate(post) }),
    trialWhen: (startsAt) => t('mails.trialWhen', { when: utcDateTime(language, startsAt) }),
    trialWhere: (venue) => t('mails.trialWhere', { venue: isolate(venue) }),
    trialDetails: (posterName, details) =>
      t('mails.trialDetails', { posterName: isolate(posterName), details: isolate(details) }),
    trialAnswer: (childName) => t('mails.trialAnswer', { childName: isolate(childName) }),
    trialGoWith: t('mails.trialGoWith'),
    pitchSubject: (childName) => t('mails.pitchSubject', { childName: isolate(childName) }),
    pitchIntro: (agentName, childName, clubName, clubCountry) =>
      t('mails.pitchIntro', {
        agentName: isolate(agentName),
        childName: isolate(childName),
        clubName: isolate(clubName),
        clubCountry,
      }),
    pitchAbroad: t('mails.pitchAbroad'),
    pitchFollow: (childName) => t('mails.pitchFollow', { childName: isolate(childName) }),
    pitchTrialSubject: (childName, clubName) =>
      t('mails.pitchTrialSubject', { childName: isolate(childName), clubName: isolate(clubName) }),
    pitchTrialIntro: (clubName, childName, agentName) =>
      t('mails.pitchTrialIntro', {
        clubName: isolate(clubName),
        childName: isolate(childName),
        agentName: isolate(agentName),
      }),
    guardianSubject: (childName) => t('mails.guardianSubject', { childName: isolate(childName) }),
    guardianInviteSubject: (inviterName, childName) =>
      t('mails.guardianInviteSubject', { inviterName: isolate(inviterName), childName: isolate(childName) }),
    guardianInviteIntro: (inviterName, childName) =>
      t('mails.guardianInviteIntro', { inviterName: isolate(inviterName), childName: isolate(childName) }),
    guardianInviteHow: t('mails.guardianInviteHow'),
    guardianInviteLink: t('mails.guardianInviteLink'),
    guardianInviteValidity: t('mails.guardianInviteValidity'),
    guardianInviteIgnore: t('mails.guardianInviteIgnore'),
    guardianIntro: (childName, agentName, agencyName) =>
      t('mails.guardianIntro', { childName: isolate(childName), agentName: isolate(agentName), ...agency(agencyName) }),
    guardianDuration: (months) => t('mails.guardianDuration', { months }),
    guardianExclusive: (exclusive) => t(exclusive ? 'mails.guardianExclusiveYes' : 'mails.guardianExclusiveNo'),
    guardianFee: (feePercent) => t('mails.guardianFee', { fee: feePercent / 100 }),
    guardianServices: (services) =>
      t('mails.guardianServices', {
        services: listServices(
          language,
          services.map((service) => t(`mails.service.${service}`)),
        ),
      }),
    guardianMessage: (message) => t('mails.guardianMessage', { message: isolate(message) }),
    guardianEnding: t('mails.guardianEnding'),
    guardianReadTerms: t('mails.guardianReadTerms'),
    guardianIgnore: t('mails.guardianIgnore'),
    textCopySubject: (writerName, childName) =>
      t('mails.textCopySubject', { writerName: isolate(writerName), childName: isolate(childName) }),
    textCopyApplication: (writerName, childName, post) =>
      t('mails.textCopyApplication', {
        writerName: isolate(writerName),
        childName: isolate(childName),
        post: isolate(post),
      }),
    textCopyOffer: (writerName, childName) =>
      t('mails.textCopyOffer', { writerName: isolate(writerName), childName: isolate(childName) }),
    textCopyReport: (writerName, childName) =>
      t('mails.textCopyReport', { writerName: isolate(writerName), childName: isolate(childName) }),
    textCopyReference: (writerName, childName) =>
      t('mails.textCopyReference', { writerName: isolate(writerName), childName: isolate(childName) }),
    textCopyWords: (text) => t('mails.textCopyWords', { text: isolate(text) }),
    textCopyWhy: t('mails.textCopyWhy'),
    parentAccountWhy: t('mails.parentAccountWhy'),
    parentAccountCreate: t('mails.parentAccountCreate'),
    parentAccountSignIn: t('mails.parentAccountSignIn'),
    coachConfirmSubject: (playerName) => t('mails.coachConfirmSubject', { playerName: isolate(playerName) }),
    coachConfirmIntro: (playerName, club) =>
      t('mails.coachConfirmIntro', { playerName: isolate(playerName), club: isolate(club) }),
    coachConfirmWhy: t('mails.coachConfirmWhy'),
    coachConfirmLinkLabel: t('mails.coachConfirmLinkLabel'),
    coachConfirmValidity: t('mails.coachConfirmValidity'),
    coachConfirmIgnore: t('mails.coachConfirmIgnore'),
    coachReferenceSubject: (playerName) => t('mails.coachReferenceSubject', { playerName: isolate(playerName) }),
    coachReferenceIntro: (playerName, coachRole, club) =>
      t('mails.coachReferenceIntro', {
        playerName: isolate(playerName),
        coachRole: isolate(coachRole),
        club: isolate(club),
      }),
    coachReferenceWhy: t('mails.coachReferenceWhy'),
    coachReferenceLinkLabel: t('mails.coachReferenceLinkLabel'),
    coachReferenceIgnore: t('mails.coachReferenceIgnore'),
  };
}

/**
 * A mail's HTML marked with its language and direction, so a mail client reads Arabic right to left
 * (and a screen reader speaks each language in its voice); an English mail's HTML is as it was.
 */
export function htmlIn(language: TLanguage, html: string): string {
  return language === 'en' ? html : `<div lang="${language}" dir="${LANGUAGE_INFO[language].dir}">${html}</div>`;
}

/** The HTML of a text-only mail in another language than English, marked with it (English's is made when sent). */
export function textHtmlIn(language: TLanguage, text: string): { html?: string } {
  return language === 'en' ? {} : { html: textToHtml(text, { lang: language, dir: LANGUAGE_INFO[language].dir }) };
}

const MAIL_TEXTS = new Map<TLanguage, MailTexts>(LANGUAGES.map((language) => [language, textsIn(language)]));

/** The mail sentences in `language`. */
export function mailTexts(language: TLanguage): MailTexts {
  const texts = MAIL_TEXTS.get(language) ?? MAIL_TEXTS.get('en');
  if (!texts) throw new Error('no catalog of mails');
  return texts;
}
