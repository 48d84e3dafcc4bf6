import { randomUUID } from 'node:crypto';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import { type FileKind, fileTooLargeMessage, UPLOAD_RULES, type UploadRule } from '@scouting/contract/uploads';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { lockLiveMember } from '../../auth/live-member.ts';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Storage } from '../../infra/storage/storage.ts';

export type IncomingFile = { filename: string; data: Buffer };
export type StoredFile = { id: string; contentType: string; size: number; originalName: string; storageKey: string };

const DEFAULT_MAX_DIMENSION = 2000;
const MAX_INPUT_PIXELS = 40_000_000;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** An upload that passed its kind's checks, re-encoded if it is an image, not yet stored. */
export type PreparedFile = { kind: FileKind; data: Buffer; contentType: string; originalName: string };

/**
 * Checks an upload against its kind, by content and never by name or browser type, and re-encodes
 * images (no EXIF: no GPS in a minor's photo). The slow part of an upload: callers that hold a
 * lock or a transaction do this first.
 */
export async function prepareFile(kind: FileKind, file: IncomingFile): Promise<PreparedFile> {
  const rule: UploadRule = UPLOAD_RULES[kind];
  if (file.data.length === 0) throw new AppError('VALIDATION_ERROR', REFUSAL_MESSAGES.fileEmpty);
  if (file.data.length > rule.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(rule.maxBytes));
  const detected = await detectType(file.data);
  if (!detected || !rule.types.includes(detected)) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', `This file type is not accepted: use ${rule.label}.`);
  }
  const prepared = { kind, data: file.data, contentType: detected, originalName: safeName(file.filename) };
  if (!detected.startsWith('image/')) return prepared;
  if (rule.image === 'document') return { ...prepared, data: await stripImageMetadata(file.data, detected) };
  return { ...prepared, ...(await reencodePicture(file.data, rule.maxDimension ?? DEFAULT_MAX_DIMENSION)) };
}

/**
 * Stores prepared bytes and records the file row. Called in the transaction that records what the
 * file belongs to, it first locks the owner's row: a file is never saved under an account erased
 * since the request passed its guards (401, lockLiveMember).
 */
export async function saveFile(db: DbOrTx, storage: Storage, ownerId: number, file: PreparedFile): Promise<StoredFile> {
  await lockLiveMember(db, ownerId);
  const id = randomUUID();
  const storageKey = `${file.kind}/${id}`;
  await storage.put(storageKey, file.data);
  await db.insert(files).values({
    id,
    ownerId,
    kind: file.kind,
    contentType: file.contentType,
    size: file.data.length,
    storageKey,
    originalName: file.originalName,
  });
  return { id, contentType: file.contentType, size: file.data.length, originalName: file.originalName, storageKey };
}

/** prepareFile then saveFile: checks, re-encodes, stores and records an upload. */
export async function storeFile(
  db: DbOrTx,
  storage: Storage,
  ownerId: number,
  kind: FileKind,
  file: IncomingFile,
): Promise<StoredFile> {
  return saveFile(db, storage, ownerId, await prepareFile(kind, file));
}

async function detectType(data: Buffer): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(data);
  // file-type reports a .docx as a zip unless it can see the Word part; look for it ourselves.
  if (type?.mime === 'application/zip' && data.includes('word/')) return DOCX;
  return type?.mime;
}

async function reencodePicture(data: Buffer, maxDimension: number): Promise<{ data: Buffer; contentType: string }> {
  try {
    const output = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { data: output, contentType: 'image/webp' };
  } catch {
    throw new AppError('UNSUPPORTED_FILE_TYPE', REFUSAL_MESSAGES.imageUnreadable);
  }
}

/**
 * An image document (a licence or ID scan) is re-encoded in its own format and resolution, so it
 * stays legible and keeps its name's extension, but loses its metadata (EXIF, GPS): sharp writes
 * none unless asked to.
 */
async function stripImageMetadata(data: Buffer, type: string): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (type === 'image/png') return await image.png().toBuffer();
    if (type === 'image/webp') return await image.webp({ quality: 90 }).toBuffer();
    return await image.jpeg({ quality: 90 }).toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_FILE_TYPE', REFUSAL_MESSAGES.imageUnreadable);
  }
}

function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  return base.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'file';
}

export function fileUrl(id: string | null | undefined): string | null {
  return id ? `/api/files/${id}` : null;
}
