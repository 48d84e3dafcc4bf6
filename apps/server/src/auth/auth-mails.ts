import { MESSAGES } from '@scouting/contract';
import type { Mail } from '../infra/mail/mailer.ts';

export function verificationMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Verify your e-mail address',
    text: `Welcome to Scouting Network.\n\nPlease verify your e-mail address to complete your registration:\n${link}\n\nIf you did not sign up, you can ignore this mail.`,
    html: `<p>Welcome to Scouting Network.</p><p>Please verify your e-mail address to complete your registration:</p><p><a href="${link}">Verify my e-mail address</a></p><p>If you did not sign up, you can ignore this mail.</p>`,
  };
}

export function resetPasswordMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your Scouting Network account.\n\nChoose a new password here (the link is valid for one hour):\n${link}\n\nIf it was not you, you can ignore this mail.`,
    html: `<p>Someone asked to reset the password of your Scouting Network account.</p><p><a href="${link}">Choose a new password</a> (the link is valid for one hour).</p><p>If it was not you, you can ignore this mail.</p>`,
  };
}

/**
 * Sent when failed sign-ins lock the account (issue 15 §5), so its owner learns of the attempts; at
 * most once a day (issue 27 §2), so a stranger re-locking the account cannot flood the mailbox.
 */
export function accountLockedMail(to: string, loginLink: string, minutes: number): Mail {
  const length = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  const intro = `Someone failed to sign in to your Scouting Network account too many times, so it is locked for ${length}. If the failures go on, each lock lasts longer.`;
  const advice =
    'If it was you, wait and try again. If it was not you, your password may be known: choose a new one with "Forgot Password? Reset Here" on the login page (a new password lifts the lock at once), and turn on two-factor sign-in under Settings. We send this mail at most once a day.';
  return {
    to,
    subject: MESSAGES.accountLockedMailSubject,
    text: `${intro}\n\n${advice}\n${loginLink}`,
    html: `<p>${intro}</p><p>${advice}</p><p><a href="${loginLink}">Open the login page</a></p>`,
  };
}
