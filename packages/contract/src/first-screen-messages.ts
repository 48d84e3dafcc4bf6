import { messageIds } from './message-ids.ts';

/**
 * The ids of the texts the first screen (the login page, its header and error states) shows. Their
 * English is in `catalogs/en.json` like every message's (decision 073); the first screen says them
 * from its own Lingui catalog (`first.<key>`, held equal to the contract's by a test), so the login
 * page loads neither the contract's catalogs nor every domain's ids (decision 021). `MESSAGES`
 * (messages.ts) includes them all. Only add an id here when the first screen shows it.
 */
export const FIRST_SCREEN_MESSAGES = messageIds('MESSAGES', [
  'invalidLogin',
  'enterEmail',
  'enterEmailBeforeReset',
  'emailNotRegistered',
  'invalidEmail',
  'resetEmailError',
  'resetEmailSent',
  'privateTestingBanner',
  'enterPassword',
  'productName',
  'tagline',
  'emailVerified',
  'verificationLinkInvalid',
  'networkError',
  'notAuthorisedTitle',
  'notAuthorisedText',
  'somethingWentWrong',
  'accountSuspended',
  'serverError',
  'tooManyRequests',
  // A member whose e-mail is not verified asks for a new link from /login or /dashboard.
  'emailNotVerifiedYet',
  'sendNewVerificationLink',
  'verificationLinkResent',
  'verificationLinkResendFailed',
  'verificationResendLimited',
  // The skip link of every page.
  'skipToContent',
  // The installed app's update prompt (decision 027), which any page may show.
  'appUpdateReady',
]);
