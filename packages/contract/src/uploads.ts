/**
 * Upload rules (docs/architecture.md#files), the one place they are written: the server enforces
 * them while it reads a form, and the pages use them to stop an obviously wrong file early.
 */
export const FILE_KINDS = [
  'cv',
  'profile_image',
  'display_image',
  'license',
  'id_document',
  'tm_photo',
  'tm_government_id',
  'tm_league_id',
  'tm_club_photo',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const MB = 1024 * 1024;
const IMAGES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const PDF = 'application/pdf';
const DOC = 'application/x-cfb'; // legacy .doc is an OLE compound file (how file-type names it)
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type UploadRule = {
  /** Accepted types, decided by content on the server (never by name or browser type). */
  types: readonly string[];
  maxBytes: number;
  /** The file inputs' accept attribute. */
  accept: string;
  /** Human list for messages. */
  label: string;
  /**
   * How an image is re-encoded (metadata stripped: no GPS in a minor's photo): `picture` becomes a
   * bounded WebP, `document` keeps its format and resolution (an ID must stay legible).
   */
  image: 'picture' | 'document';
  /** For pictures: the longest side after re-encoding, in pixels (never enlarged). */
  maxDimension?: number;
};

const PICTURE_ACCEPT = IMAGES.join(',');
const VERIFICATION_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const TM_DOCUMENT_ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';

/**
 * Sizes: a photo from a phone fits in 5 MB; a scanned licence, ID or CV in 10 MB. Anything larger
 * is refused while it streams, before it is held in memory.
 */
export const UPLOAD_RULES = {
  cv: {
    types: [PDF, DOC, DOCX],
    maxBytes: 10 * MB,
    accept: `.pdf,.doc,.docx,${PDF},application/msword,${DOCX}`,
    label: '.pdf, .doc or .docx',
    image: 'document',
  },
  // A profile photo is shown at avatar size at most; a display image spans the page width.
  profile_image: {
    types: IMAGES,
    maxBytes: 5 * MB,
    accept: PICTURE_ACCEPT,
    label: 'JPEG, PNG or WebP',
    image: 'picture',
    maxDimension: 512,
  },
  display_image: {
    types: IMAGES,
    maxBytes: 5 * MB,
    accept: PICTURE_ACCEPT,
    label: 'JPEG, PNG or WebP',
    image: 'picture',
    maxDimension: 1920,
  },
  license: {
    types: [PDF, 'image/jpeg', 'image/png'],
    maxBytes: 10 * MB,
    accept: VERIFICATION_ACCEPT,
    label: '.pdf, .jpg, .jpeg or .png',
    image: 'document',
  },
  id_document: {
    types: [PDF, 'image/jpeg', 'image/png'],
    maxBytes: 10 * MB,
    accept: VERIFICATION_ACCEPT,
    label: '.pdf, .jpg, .jpeg or .png',
    image: 'document',
  },
  tm_photo: { types: IMAGES, maxBytes: 5 * MB, accept: PICTURE_ACCEPT, label: 'JPEG, PNG or WebP', image: 'picture' },
  tm_government_id: {
    types: [...IMAGES, PDF],
    maxBytes: 10 * MB,
    accept: TM_DOCUMENT_ACCEPT,
    label: 'an image or a PDF',
    image: 'document',
  },
  tm_league_id: {
    types: [...IMAGES, PDF],
    maxBytes: 10 * MB,
    accept: TM_DOCUMENT_ACCEPT,
    label: 'an image or a PDF',
    image: 'document',
  },
  tm_club_photo: {
    types: IMAGES,
    maxBytes: 5 * MB,
    accept: PICTURE_ACCEPT,
    label: 'JPEG, PNG or WebP',
    image: 'picture',
  },
} as const satisfies Record<FileKind, UploadRule>;

/** Kinds anyone signed in may see (profile pictures); every other kind is a private document. */
export const PUBLIC_FILE_KINDS: readonly FileKind[] = ['profile_image', 'display_image', 'tm_club_photo'];

/** At most this many club photos travel with one Transfermarkt application (one per club). */
export const TRANSFERMARKT_MAX_CLUB_PHOTOS = 10;

/**
 * Per form: how many files it may carry and how many bytes in all. The parser stops reading past
 * either, so a request never holds more than `maxBytes` of files in memory.
 */
export const UPLOAD_FORMS = {
  apply: { maxFiles: 1, maxBytes: UPLOAD_RULES.cv.maxBytes },
  profileImage: { maxFiles: 1, maxBytes: UPLOAD_RULES.profile_image.maxBytes },
  agentVerification: { maxFiles: 2, maxBytes: UPLOAD_RULES.license.maxBytes + UPLOAD_RULES.id_document.maxBytes },
  // Three documents plus the club photos, but never the sum of every maximum: 40 MB covers two
  // full-size scans and a photo per club at phone size.
  transfermarkt: { maxFiles: 3 + TRANSFERMARKT_MAX_CLUB_PHOTOS, maxBytes: 40 * MB },
} as const;

/** The sentence, worded like docs/product.md's, for a file over its size (shown under 'Upload failed'). */
export function fileTooLargeMessage(maxBytes: number): string {
  return `The file is too large: at most ${Math.round(maxBytes / MB)} MB.`;
}

/** The same for the files of one form together. */
export function filesTooLargeMessage(maxBytes: number): string {
  return `The files are too large together: at most ${Math.round(maxBytes / MB)} MB in all.`;
}

/** Whether a picked file may be sent: its size against the kind's limit (the type is the input's accept). */
export function fileTooLarge(kind: FileKind, size: number): string | null {
  const { maxBytes } = UPLOAD_RULES[kind];
  return size > maxBytes ? fileTooLargeMessage(maxBytes) : null;
}
