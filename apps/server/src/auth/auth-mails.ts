import type { TLanguage } from '@scouting/contract/languages';
import { htmlIn, mailTexts } from '../infra/mail/mail-texts.ts';
import type { Mail } from '../infra/mail/mailer.ts';

/** Better Auth's mails go in the account's language, else the language of the request (auth.ts). */
export function verificationMail(to: string, link: string, language: TLanguage = 'en'): Mail {
  const t = mailTexts(language);
  return {
    to,
    subject: t.verificationSubject,
    text: `${t.verificationWelcome}\n\n${t.verificationAsk}\n${link}\n\n${t.verificationIgnore}`,
    html: htmlIn(
      language,
      `<p>${t.verificationWelcome}</p><p>${t.verificationAsk}</p><p><a href="${link}">${t.verificationLinkLabel}</a></p><p>${t.verificationIgnore}</p>`,
    ),
  };
}

export function resetPasswordMail(to: string, link: string, language: TLanguage = 'en'): Mail {
  const t = mailTexts(language);
  return {
    to,
    subject: t.resetSubject,
    text: `${t.resetIntro}\n\n${t.resetChoose}\n${link}\n\n${t.resetIgnore}`,
    html: htmlIn(
      language,
      `<p>${t.resetIntro}</p><p><a href="${link}">${t.resetLinkLabel}</a> ${t.resetValidity}</p><p>${t.resetIgnore}</p>`,
    ),
  };
}

/**
 * Sent when failed sign-ins lock the account (decision 012), so its owner learns of the attempts; at
 * most once a day (decision 023), so a stranger re-locking the account cannot flood the mailbox.
 */
export function accountLockedMail(to: string, loginLink: string, minutes: number, language: TLanguage = 'en'): Mail {
  const t = mailTexts(language);
  const intro = t.lockedIntro(minutes);
  return {
    to,
    subject: t.lockedSubject,
    text: `${intro}\n\n${t.lockedAdvice}\n${loginLink}`,
    html: htmlIn(
      language,
      `<p>${intro}</p><p>${t.lockedAdvice}</p><p><a href="${loginLink}">${t.lockedLinkLabel}</a></p>`,
    ),
  };
}
