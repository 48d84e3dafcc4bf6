/**
 * A member's own data (docs/product.md#deleting-an-account, GDPR Art. 15, 17 and 20; the UK Children's Code): 'Download my
 * data' answers everything held about the member as one JSON file, 'Delete my account' erases it.
 * What others need stays without naming them: the name others read instead (decision 024).
 */
export const DELETED_MEMBER_NAME = 'Deleted member';

export const ACCOUNT_DATA_MESSAGES = {
  exportIntro:
    'Download everything we hold about you as one file: your account, profile, applications, messages, ratings, lists, searches, notifications and the safeguarding records about you.',
  exportReady: 'Your data was downloaded.',
  deleteIntro:
    'Deleting your account signs you out everywhere and erases your profile, applications, videos, lists, searches, files and notifications. Messages you sent stay readable to the people you wrote to, signed "Deleted member". This cannot be undone.',
  deleteConfirm: 'Delete my account for good? This cannot be undone.',
  enterPasswordToDelete: 'Please enter your password to delete your account.',
  wrongPassword: 'That password is not correct. Your account was not deleted.',
  codeRequired: 'Please enter the code from your authenticator app: two-factor sign-in is on.',
  wrongCode: 'That code is not correct. Your account was not deleted.',
  lastAdmin: 'You are the last admin. Make another admin before deleting your account.',
  accountDeleted: 'Your account was deleted. Goodbye, and thank you for using the network.',
  alreadyDeleted: 'This account has already been deleted.',
  partnerDeleted: 'This member deleted their account. You can read the conversation but not reply.',
  parentDeleteIntro:
    'You can ask for your child’s account to be deleted. It is erased at once: profile, videos, applications, files and messages to your child are no longer shown with their name.',
  parentDeleteConfirm: 'Delete your child’s account for good? This cannot be undone.',
  parentDeleteNotAllowed: 'This link cannot delete the account: it is not from the parent who gave consent.',
  childAccountDeleted: 'Your child’s account was deleted.',
} as const;
