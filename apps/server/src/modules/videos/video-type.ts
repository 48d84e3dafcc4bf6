import type { VIDEO_UPLOAD_RULE } from '@scouting/contract/video-uploads';
import { fileTypeFromBuffer } from 'file-type';
import type { InputFormat } from '../../infra/video/ffmpeg.ts';

/** Enough of a file's start for file-type to recognise every container we accept. */
export const SNIFF_BYTES = 4100;

/** The demuxer ffmpeg is forced to for each accepted type (decision 041). */
const INPUT_FORMATS: Record<(typeof VIDEO_UPLOAD_RULE.types)[number], InputFormat> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/**
 * The accepted video type a file's first bytes show (by content, never by its name), as the
 * ffmpeg demuxer to read it with; null for anything else. The upload refuses what this refuses,
 * and the transcoding job reads the stored clip with the format it finds the same way.
 */
export async function sniffVideoFormat(head: Buffer): Promise<InputFormat | null> {
  const type = await fileTypeFromBuffer(head);
  if (!type || !Object.hasOwn(INPUT_FORMATS, type.mime)) return null;
  return INPUT_FORMATS[type.mime as keyof typeof INPUT_FORMATS];
}
