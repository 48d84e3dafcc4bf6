/** Upload rules per kind (ARCHITECTURE §7, SPEC §5/§9): accepted types by content, and size. */
export type FileKind =
  | 'cv'
  | 'profile_image'
  | 'display_image'
  | 'license'
  | 'id_document'
  | 'tm_photo'
  | 'tm_government_id'
  | 'tm_league_id'
  | 'tm_club_photo';

const MB = 1024 * 1024;
const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
const PDF = 'application/pdf';
const DOC = 'application/x-cfb'; // legacy .doc is an OLE compound file
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type KindRule = {
  types: string[];
  maxBytes: number;
  /** Re-encoded by sharp: metadata stripped, bounded in size. */
  image: boolean;
  /** For images: the longest side after re-encoding, in pixels (never enlarged). */
  maxDimension?: number;
  /** Human list for error messages. */
  label: string;
};

export const KIND_RULES: Record<FileKind, KindRule> = {
  cv: { types: [PDF, DOC, DOCX], maxBytes: 10 * MB, image: false, label: '.pdf, .doc or .docx' },
  // A profile photo is shown at avatar size at most; a display image spans the page width.
  profile_image: { types: IMAGES, maxBytes: 5 * MB, image: true, maxDimension: 512, label: 'JPEG, PNG or WebP' },
  display_image: { types: IMAGES, maxBytes: 5 * MB, image: true, maxDimension: 1920, label: 'JPEG, PNG or WebP' },
  license: {
    types: [PDF, 'image/jpeg', 'image/png'],
    maxBytes: 10 * MB,
    image: false,
    label: '.pdf, .jpg, .jpeg or .png',
  },
  id_document: {
    types: [PDF, 'image/jpeg', 'image/png'],
    maxBytes: 10 * MB,
    image: false,
    label: '.pdf, .jpg, .jpeg or .png',
  },
  tm_photo: { types: IMAGES, maxBytes: 5 * MB, image: true, label: 'JPEG, PNG or WebP' },
  tm_government_id: { types: [...IMAGES, PDF], maxBytes: 10 * MB, image: false, label: 'an image or a PDF' },
  tm_league_id: { types: [...IMAGES, PDF], maxBytes: 10 * MB, image: false, label: 'an image or a PDF' },
  tm_club_photo: { types: IMAGES, maxBytes: 5 * MB, image: true, label: 'JPEG, PNG or WebP' },
};

/** Largest file any kind accepts: the multipart parser's hard limit. */
export const MAX_UPLOAD_BYTES = 10 * MB;
