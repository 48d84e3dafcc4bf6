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
export const VIDEO_UPLOAD_MESSAGES = {
  heading: 'Upload a clip',
  titleLabel: 'Title',
  fileLabel: 'Clip',
  fileHint: 'MP4, MOV or WebM, up to 200 MB and 3 minutes.',
  submit: 'Upload',
  uploading: 'Uploading…',
  uploaded: 'Uploaded. Your clip is being processed.',
  uploadFailed: 'The clip could not be uploaded. Try again.',
  Processing: 'Processing',
  Ready: 'Ready',
  Failed: 'Failed',
  titleRequired: 'Give the clip a title.',
  fileRequired: 'Choose a clip to upload.',
  unsupportedType: 'This file type is not accepted: use MP4, MOV or WebM.',
  tooBig: 'The clip is larger than 200 MB.',
  tooLong: 'The clip is longer than 3 minutes.',
  unreadable: 'The clip could not be read as a video.',
  transcodeFailed: 'The clip could not be converted. Try another file.',
  transcodeTimedOut: 'Converting the clip took too long, so it was stopped. Try a shorter or smaller file.',
  dailyBytes: 'You have uploaded as much video as allowed today. Try again tomorrow.',
  storageFull: 'Your clips already use all the storage allowed per member (2 GB). Delete a clip to make room.',
  delete: 'Delete',
  deleteTitle: 'Delete this clip?',
  deleteExplained: 'The clip, its poster and its ratings are removed for good.',
  deleted: 'Clip deleted.',
  deleteFailed: 'The clip could not be deleted. Try again.',
  onlyUploadedDeleted:
    'Only an uploaded clip can be deleted; a YouTube video returns with the next sync, so hide it instead.',
} as const;

export const videoStreamUrl = (id: number) => `/api/videos/${id}/stream`;
export const videoPosterUrl = (id: number) => `/api/videos/${id}/poster`;
