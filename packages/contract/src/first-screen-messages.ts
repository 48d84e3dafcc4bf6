/**
 * The texts the first screen (the login page, its header and error states) shows, word for word.
 * `MESSAGES` (messages.ts) includes them all; they live apart so the login page loads these
 * and not every domain's texts (decision 021). Only move a text here when the first screen shows it.
 */
export const FIRST_SCREEN_MESSAGES = {
  invalidLogin: 'Invalid login credentials. Please try again.',
  enterEmail: 'Please enter your email',
  enterEmailBeforeReset: 'Please enter your email address before proceeding.',
  emailNotRegistered: 'Email not registered. Please check and try again.',
  invalidEmail: 'Please enter a valid email address.',
  resetEmailError: 'Error sending password reset email. Please try again.',
  resetEmailSent: 'Password reset email sent! Please check your inbox.',
  privateTestingBanner: 'Private Testing Mode Enabled – Unauthorized access prohibited',
  enterPassword: 'Please enter your password',
  productName: 'Scouting Network',
  tagline: 'A digital platform to showcase skills, find opportunities and sign talent.',
  emailVerified: 'Your email address is verified. Please log in to continue.',
  verificationLinkInvalid: 'This verification link is invalid or has expired. Please log in and request a new one.',
  networkError: 'Cannot reach the server. Please check your connection and try again.',
  notAuthorisedTitle: 'Not authorised',
  notAuthorisedText: 'Your account does not have access to this page.',
  somethingWentWrong: 'Something went wrong',
  accountSuspended: 'This account has been suspended. Please contact the platform if you think this is a mistake.',
  serverError: 'Something went wrong on our side. Please try again later.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  // A member whose e-mail is not verified asks for a new link from /login or /dashboard.
  emailNotVerifiedYet:
    'Your e-mail address is not verified yet. Please use the link we sent you, or ask for a new one.',
  sendNewVerificationLink: 'Send a new link',
  verificationLinkResent: 'A new verification link has been sent. Please check your inbox.',
  verificationLinkResendFailed: 'The verification link could not be sent. Please try again.',
  verificationResendLimited: 'A new link was sent a short while ago. Please check your inbox, or try again later.',
  // The skip link of every page.
  skipToContent: 'Skip to main content',
  // The installed app's update prompt (decision 027), which any page may show.
  appUpdateReady: 'A new version of Scouting Network is ready.',
} as const;
