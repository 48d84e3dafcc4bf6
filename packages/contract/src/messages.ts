/**
 * Every user-facing text of docs/product.md, word for word. The server and the browser both
 * import from here so that a person reads the same sentence wherever the rule is checked.
 */
import { FIRST_SCREEN_MESSAGES } from './first-screen-messages.ts';
import { messageIds } from './message-ids.ts';

export const MESSAGES = {
  // What the first screen shows, in first-screen-messages.ts so the login page loads only those.
  ...FIRST_SCREEN_MESSAGES,
  // The API's refusals and answers named by id, their English in catalogs/en.json (decision 073).
  ...messageIds('MESSAGES', [
    'alreadyRegistered',
    'opportunityDeletedReadOnly',
    'youtubeChannelNotFound',
    'youtubeQuotaExceeded',
    'youtubeTimeout',
    'noChannelConnected',
    'playersCannotRate',
    'opportunityNotOpen',
    'transfermarktEditNotAllowed',
    'transfermarktAlreadyReviewed',
    'transfermarktAlreadyPending',
    'conversationNotFound',
    'notAParticipant',
    'senderMustBeYou',
    'cannotMessageYourself',
    'playerNotUnderage',
    'underageRequestNotFound',
    // Not docs/product.md's texts: why an upload was refused, shown under 'Upload failed'.
    'imageRequired',
    'tooManyFormParts',
    'verificationAlreadyPending',
    'verificationAlreadyVerified',
    'verificationResubmissionNotAllowed',
    'verificationAlreadyReviewed',
    'verificationToggleNotDenied',
    'verificationRequestNotFound',
    'parentConsentAlreadyConfirmed',
    'parentEmailMissing',
    'tooManyEventStreams',
    'parentEmailIsChilds',
    'parentEmailLockedAfterConsent',
    'guardianChildNotFound',
    'guardianConsentNotAsked',
    'consentRevoked',
    'consentNotConfirmedToRevoke',
    'guardianVideoNotFound',
    'guardianVideoHidden',
    'guardianTrialNotFound',
    'guardianTrialDeclined',
    'guardianDeleteNotAllowed',
    'guardianLinkParentNotFound',
    'guardianLinkNotFound',
    'guardianLinkNotParent',
    'guardianLinkNotPlayer',
    'guardianLinkExists',
    'guardianLinkLimit',
    'guardianInviteOwnAddress',
    'guardianInviteLimit',
    'guardianInviteSent',
    'guardianInviteExpired',
    'guardianInviteUsed',
    'guardianInviteAccepted',
    // Safeguarding of minors: who sees and contacts a minor, posts aimed at minors (docs/product.md#who-may-see-whom, #contact-requests, #opportunities).
    'underageRequestNeedsVerification',
    // Safeguarding of minors: reports, suspension and the audit log (docs/product.md#reports-and-suspension).
    'reportSent',
    'reportSubjectGone',
    'reportNotFound',
    'reportAlreadyDecided',
    'reportSubjectNotFound',
    'memberNotSuspended',
    'adminCannotBeSuspended',
    'memberReinstated',
    'unknownCountry',
    'videoNotFound',
    'applicationNotFound',
    'underageRequestPending',
    'underageRequestAlreadyApproved',
    'underageRequestAlreadyDone',
    'playerNotFound',
    'scoutNotFound',
    'clubNotFound',
    'guardianWrongPassword',
    // Safeguarding of minors: who sees and contacts a minor, posts aimed at minors (docs/product.md#who-may-see-whom, #contact-requests, #opportunities).
    'postToMinorsNeedsVerification',
    // Scouts and clubs cannot be verified (decision 020): the rule without the advice.
    'postToMinorsAgentsOnly',
    'contactDetailsInPostForMinors',
    // The same rule for every text an adult writes that a minor reads outside the messaging: an
    // application's status message, a trial's venue and details, an offer's message.
    'contactDetailsInTextForMinors',
    // docs/product.md#contact-requests: an approval holds only while the parent's consent does.
    'underageConsentNotConfirmed',
    'underageApprovalRevoked',
    // Two-factor sign-in, account lockout and the Settings page (decision 012).
    'twoFactorRequired',
    'multipartNotAccepted',
    'twoFactorInvalidCode',
    'twoFactorInvalidBackupCode',
    'twoFactorSessionExpired',
    'wrongCurrentPassword',
    'accountLocked',
    'signInAttemptsLimited',
    'emailVerifiedThanks',
    'verifyEmailFirst',
    'notFound',
    // Product presentation (docs/product.md#roles) and web-only texts that docs/product.md does not word.
    'resetLinkMissing',
    'passwordResetDone',
    'comingSoon',
    'noNotifications',
    'countriesLoadFailed',
    'parentEmailNeeded',
    'opportunityPostFailed',
    'opportunityPosted',
    'confirmDeletePost',
    'deletePostFailed',
    'opportunityNotFound',
    'videosLoadFailed',
    'noVideosMatch',
    'playerIdMissing',
    'videoProfileLoadFailed',
    'connectChannelPrompt',
    'noVideosYet',
    'channelSynced',
    'applyHint',
    'alreadyApplied',
    'updatePermissionFailed',
    'forwardFailed',
    'rejectFailed',
    'transfermarktEmailMissing',
    // Underage protection (docs/product.md#minors)
    'parentEmailFailed',
    'agentNotLoggedIn',
    'noConversations',
    'noMessages',
    'selectConversation',
    'conversationsLoadFailed',
    'messagesLoadFailed',
    'underageRequestsLoadFailed',
    'errorFetchingPlayerData',
    'playerNotFoundStatus',
    // Agent verification (docs/product.md#verification)
    'verificationSubmitFailed',
    'verificationAgentIdMissing',
    'agentVerificationsLoadFailed',
    'verificationDecisionFailed',
    'parentConsentPending',
    'underageRequestMessageLabel',
    'reportsLoadFailed',
    'noAuditEntries',
    'auditLogLoadFailed',
    // Two-factor sign-in, account lockout and the Settings page (decision 012).
    'twoFactorSetupIntro',
    'twoFactorEnabled',
    'twoFactorDisabled',
    'twoFactorAdminCannotDisable',
    'backupCodesNotice',
    'passwordChanged',
    'otherSessionsSignedOut',
    'postDeleted',
    'applicationSubmitted',
    'saveLinkFailed',
    'updateLinkFailed',
    'forwarded',
    'noUnderageRequests',
    'noAgentVerifications',
    'noOpenReports',
    // Generic server answers (docs/architecture.md#api-conventions): never a stack trace. Where no rule
    // names what is missing or wrong: a bare 404, a schema's refusal.
    'unauthenticated',
    'forbidden',
    'emailNotVerified',
    'registrationRequired',
    'resourceNotFound',
    'validationFailed',
    'invalidInput',
    // Per-member limits on writes (decision 013): the Retry-After header says exactly how long.
    'writeLimited',
    'videoUploadsLimited',
    'messagesLimited',
    'youtubeSyncCooldown',
    // Download my data (docs/product.md#deleting-an-account): each export gathers everything, so a few a day are plenty.
    'accountExportLimited',
    // Safeguarding of minors: mails to parents and coaches, and who may write to a minor.
    'parentConsentMailsLimited',
    'parentMailsLimited',
    'coachMailsLimited',
    'underageApprovalRequired',
    'parentalConsentRequired',
    // The schemas' validation messages: the server says them in a 400's fields, each form through useSentence().
    'passwordsDontMatch',
    'confirmPassword',
    'twoFactorCodeRequired',
    'provideName',
    'provideUsername',
    'provideDob',
    'provideCountry',
    'selectRole',
    'acceptTerms',
    'invalidRole',
    'usernameFormat',
    'invalidDob',
    'ageMismatch',
    'invalidNumber',
    'enterOpportunityDescription',
    'enterIntroduction',
    'applyPlayerIdMissing',
    'enterValidLink',
    'enterRejectionReason',
    'clubHistoryRequired',
    'yearsOutOfOrder',
    'messageEmpty',
    'messageTooLong',
    'guardianLinkChooseParent',
    'guardianLinkChooseChild',
    'verificationDecisionIncomplete',
    'verificationApproveWithReason',
    'underageRequestMessageTooLong',
    'tooYoungToRegister',
    'tooYoungForRole',
    'parentTooYoung',
    'invalidUrl',
    'fieldRequired',
    'invalidChannelUrl',
    'ratingRange',
  ]),
  // Account (docs/product.md#accounts-and-registration)
  passwordTooWeak:
    "Your password is too weak. Make sure it's at least 8 characters long, with one uppercase letter, one number, and one special character.",
  verificationEmailSent:
    'A verification email has been sent to your email address. Please verify to complete registration.',
  signupDisabled: 'Signup is disabled during private testing.',

  // Product presentation (docs/product.md#roles) and web-only texts that docs/product.md does not word.
  // apps/web/public/offline.html, which the service worker shows without a network (decision 027).
  offline: 'You are offline. We will reconnect when the network is back.',
  notificationsLoadFailed: 'Your notifications could not be loaded. Please try again.',

  // Complete registration (docs/product.md#accounts-and-registration)
  registrationSuccess: 'Registration successful! Redirecting...',
  registrationNoUserId: 'Registration failed. No user ID returned.',
  registrationInvalidUserId: 'Registration failed. Invalid user ID.',
  registrationFailed: 'Registration failed. Please try again.',
  usernameTaken: 'This username is already taken. Please choose another one.',

  // Videos, video profile and ratings (docs/product.md#videos-and-ratings)
  youtubeConnectFailed: 'Failed to connect to YouTube. Please check the link and try again.',
  ratingSaved: 'Your rating has been saved.',
  ratingFailed: 'Your rating could not be saved. Please try again.',

  // Applications (docs/product.md#applications)
  applyUserIdNotFound: 'User ID not found. Please log in again.',
  applyServerError: 'Server error. Please try again later.',

  // Transfermarkt (docs/product.md#transfermarkt)
  governmentIdRequired: 'Please attach your government ID (an image or a PDF).',
  leagueIdRequired: 'Please attach your league ID card (an image or a PDF).',

  // Underage protection (docs/product.md#minors)
  parentEmailSubmitted: 'Parent email submitted successfully',

  // Messaging and underage requests (the ones docs/product.md does not word are the server's words)
  failedToStartConversation: 'Failed to start conversation',
  underageRequestSent: 'Request sent to admin successfully',
  underageRequestFailed: 'Failed to send request',
  approveRequestFailed: 'Failed to approve request',
  approveRequestError: 'Error occurred while approving',
  messageSendFailed: 'Your message could not be sent. Please try again.',

  // Profiles; the prefixes are followed by the server's message or the status code.
  userIdNotFoundInUrl: 'User ID not found in the URL',
  errorFetchingAgentData: 'Error fetching agent data: ',
  errorSavingAgentData: 'Error saving agent data: ',
  errorSavingPlayerData: 'Error saving player data: ',
  agentNotFoundStatus: 'Agent not found. Status Code: ',
  fillInAllFields: 'Please fill in all fields.',
  // Not docs/product.md's texts: what the profile pages and the server say around a save.
  playerProfileSaved: 'Your profile was saved.',
  // Scout and club profiles (decision 020), worded like the agent and player texts.
  errorFetchingScoutData: 'Error fetching scout data: ',
  errorFetchingClubData: 'Error fetching club data: ',
  errorSavingScoutData: 'Error saving scout data: ',
  errorSavingClubData: 'Error saving club data: ',
  scoutNotFoundStatus: 'Scout not found. Status Code: ',
  clubNotFoundStatus: 'Club not found. Status Code: ',
  scoutDetailsSaved: 'Your scouting details were saved.',
  clubDetailsSaved: 'Your club details were saved.',

  // Uploads
  uploadFailed: 'Upload failed',
  displayImageUploadFailed: 'Failed to upload display image',
  // Not docs/product.md's texts: why an upload was refused, shown under 'Upload failed'.
  imageTypeNotAccepted: 'This file type is not accepted: use JPEG, PNG or WebP.',
  imageTooLarge: 'The file is too large: at most 5 MB.',
  tooManyClubPhotos: 'Add at most 10 club photos to one application.',

  // Agent verification (docs/product.md#verification)
  verificationFormError: '❌ Error submitting form.',
  verificationTermsRequired: '❌ Please agree to the platform’s terms and conditions.',
  // Not docs/product.md's texts: what the server and the pages say around a verification request.
  verificationSubmitted: 'Verification request submitted! Redirecting to your profile…',
  verificationLicenseFileRequired: 'Please attach your licence document.',
  verificationIdFileRequired: 'Please attach your ID document.',
  agentDetailsSaved: 'Your agency details were saved.',

  // Safeguarding of minors: parental consent (docs/product.md#parental-consent).
  parentConsentRefused: 'Your parent or guardian refused consent, so this account will be closed.',
  parentConsentConfirmedNotice:
    'Your parent or guardian confirmed your account. You can now apply, message and upload.',
  parentConsentLinkSent: 'We sent a new link to your parent or guardian.',
  parentConsentResendTooSoon: 'We just sent a link. Please wait a minute before asking for another one.',
  consentNotByChild:
    'Only your parent or guardian can answer this link. If you are the parent, sign the child out of this browser first or open the link on your own device.',
  consentLinkInvalid: 'This link is not valid. Please use the link from the most recent e-mail.',
  consentLinkExpired: 'This link has expired or was replaced by a newer one.',
  consentLinkUsed: 'This link has already been used.',
  consentConfirmed: 'Thank you. You confirmed the account; your child can now use the network.',
  consentRefused: 'Thank you. You refused consent; an admin will close the account.',
  consentResendNotNeeded: 'There is nothing to resend: a parent or guardian has already answered.',

  // Parents as members (docs/product.md#parents).
  consentConfirmedLinked:
    'Thank you. You confirmed the account; your child can now use the network and appears on your parent dashboard.',
  consentConfirmedNotLinked:
    'Thank you. You confirmed the account; your child can now use the network. Your account was not linked to your child: they already have two guardians.',
  guardianInviteInvalid: 'This invitation link is not valid. Please use the link from the most recent e-mail.',

  // Safeguarding of minors: who sees and contacts a minor, posts aimed at minors (docs/product.md#who-may-see-whom, #contact-requests, #opportunities).
  parentalRevokeInvalid: 'This link is not valid. Please use the link from the most recent e-mail.',
  parentalRevokeUsed: 'This approval has already been withdrawn: the agent can no longer write to your child.',
  parentalRevokeExpired:
    'This link has expired. Please contact the platform to withdraw the approval, and we will act at once.',
  parentalRevokeDone:
    'The approval is withdrawn. The agent can no longer write to your child; the messages so far are kept on record.',
  parentalRevokeFailed: 'The approval could not be withdrawn. Please try again.',

  // Safeguarding of minors: reports, suspension and the audit log (docs/product.md#reports-and-suspension).
  reportFailed: 'The report could not be sent. Please try again.',
  reportDecisionFailed: 'The decision could not be saved. Please try again.',
  messageRemovedByAdmin: 'This message was removed by an admin.',

  // Two-factor sign-in, account lockout and the Settings page (decision 012).
  accountLockedMailSubject: 'Your account was locked after failed sign-ins',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The terms and conditions of the registration wizard's last step (docs/product.md#accounts-and-registration), word for word. */
export const TERMS_OF_SERVICE = [
  'Players are owned and represented by the platform.',
  'Agents need authorization through official communication before recruiting.',
  'There is no direct contact with players without approval.',
  'Profile access is only through the platform.',
  'The platform may change the terms or revoke access.',
] as const;
