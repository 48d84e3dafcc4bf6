/**
 * The API's plain refusals that docs/product.md does not word: a thing asked for that does not exist, a form
 * or file the server cannot read (docs/product.md#languages: these go out in the caller's language too).
 */
export const REFUSAL_MESSAGES = {
  agentNotFound: 'Agent not found.',
  applicationNotFound: 'Application not found.',
  fileNotFound: 'File not found.',
  memberNotFound: 'Member not found.',
  playerNotFound: 'Player not found.',
  posterNotFound: 'Poster not found.',
  viewerNotFound: 'Viewer not found.',
  imageUnreadable: 'This image could not be read.',
  fileEmpty: 'The file is empty.',
  formUnreadable: 'The form could not be read.',
  multipartRequired: 'Send the form as multipart/form-data.',
} as const;
