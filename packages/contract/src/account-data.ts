import { messageIds } from './message-ids.ts';
/**
 * A member's own data (docs/product.md#deleting-an-account, GDPR Art. 15, 17 and 20; the UK Children's Code): 'Download my
 * data' answers everything held about the member as one JSON file, 'Delete my account' erases it.
 * What others need stays without naming them: the name others read instead (decision 024).
 */
export const DELETED_MEMBER_NAME = 'Deleted member';

export const ACCOUNT_DATA_MESSAGES = messageIds('ACCOUNT_DATA_MESSAGES', [
  'exportIntro',
  'exportReady',
  'deleteIntro',
  'deleteConfirm',
  'enterPasswordToDelete',
  'wrongPassword',
  'codeRequired',
  'wrongCode',
  'lastAdmin',
  'accountDeleted',
  'alreadyDeleted',
  'partnerDeleted',
  'parentDeleteIntro',
  'parentDeleteConfirm',
  'parentDeleteNotAllowed',
  'childAccountDeleted',
]);
