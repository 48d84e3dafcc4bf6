import { messageIds } from './message-ids.ts';
/*
 * Uploaded clips (decision 034), outside the contract's index: only the upload form (loaded when
 * the owner opens their video profile) and the server import this, through
 * '@scouting/contract/video-uploads', so its texts and schemas stay out of every member page's
 * shared chunk (bundle budgets, decision 021).
 */

/**
 * Uploaded clips (decision 034): what is accepted, checked by content on the server, and how long a
 * clip may be. The transcoded copy is H.264 and AAC in MP4, at most 720 lines.
 */
export const VIDEO_UPLOAD_RULE = {
  types: ['video/mp4', 'video/quicktime', 'video/webm'],
  maxBytes: 200 * 1024 * 1024,
  maxSeconds: 180,
  accept: '.mp4,.mov,.webm,video/mp4,video/quicktime,video/webm',
  label: 'MP4, MOV or WebM',
} as const;
/** The title of an uploaded clip, as long as a YouTube title. */
export const VIDEO_TITLE_MAX = 100;

/** Texts of the upload form and of a clip's state. */
export const VIDEO_UPLOAD_MESSAGES = messageIds('VIDEO_UPLOAD_MESSAGES', [
  'heading',
  'titleLabel',
  'fileLabel',
  'fileHint',
  'submit',
  'uploading',
  'uploaded',
  'uploadFailed',
  'Processing',
  'Ready',
  'Failed',
  'titleRequired',
  'fileRequired',
  'unsupportedType',
  'tooBig',
  'tooLong',
  'unreadable',
  'transcodeFailed',
  'transcodeTimedOut',
  'dailyBytes',
  'storageFull',
  'delete',
  'deleteTitle',
  'deleteExplained',
  'deleted',
  'deleteFailed',
  'onlyUploadedDeleted',
]);

export const videoStreamUrl = (id: number) => `/api/videos/${id}/stream`;
export const videoPosterUrl = (id: number) => `/api/videos/${id}/poster`;
