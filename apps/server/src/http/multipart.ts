import type { TErrorCode } from '@scouting/contract/error-codes';
import { MESSAGES } from '@scouting/contract/messages';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import { translateServerMessage } from '@scouting/contract/server-messages';
import { type FileKind, filesTooLargeMessage, fileTooLargeMessage, UPLOAD_RULES } from '@scouting/contract/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import type { IncomingFile } from '../platform/uploads/store-file.ts';
import { refuseInvalid } from '../validation.ts';
import { visitorLanguage } from './caller-language.ts';

/** One file field of an upload form: its name (or pattern, for indexed fields) and its kind. */
export type FileRule = {
  field: string | RegExp;
  kind: FileKind;
  /** The field message when the file is missing; absent for optional files. */
  required?: string;
};

/** What one upload route accepts (docs/architecture.md#files): the parser stops reading past any of it. */
export type UploadForm = {
  files: readonly FileRule[];
  maxFiles: number;
  /** Bytes of all files together. */
  maxBytes: number;
  /** Text fields, and the longest one in bytes. */
  maxFields?: number;
  maxFieldBytes?: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes that take files: only they accept a multipart body. */
    upload?: UploadForm;
  }
}

const DEFAULT_MAX_FIELDS = 20;
const DEFAULT_MAX_FIELD_BYTES = 64 * 1024;

/**
 * The multipart plugin's own limits, for any code that would read a form without a route's limits:
 * no files and a handful of short fields.
 */
export const DEFAULT_MULTIPART_LIMITS = { fileSize: 0, files: 0, fields: 10, fieldSize: 1024, parts: 10 };

export type ParsedForm<T> = { data: T; files: Record<string, IncomingFile> };

/** One part of a multipart body: a text field, or a file read as it streams. */
export type FormPart =
  | { type: 'field'; fieldname: string; value: unknown; valueTruncated: boolean; fieldnameTruncated: boolean }
  | { type: 'file'; fieldname: string; filename: string; file: AsyncIterable<Buffer> & { truncated?: boolean } };

/** What the multipart parser stops reading past, chosen by whoever reads the body. */
export type MultipartLimits = { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };

/**
 * A request's multipart body apart from the request, or null when the body is not multipart. The
 * route hands it to a business function, which reads it with its own limits: business functions
 * take plain values, never the framework's request (docs/architecture.md).
 */
export type MultipartBody = { parts(limits: MultipartLimits): AsyncIterable<FormPart> } | null;

export function multipartBody(request: FastifyRequest): MultipartBody {
  return request.isMultipart() ? { parts: (limits) => request.parts({ limits }) } : null;
}

type FormOptions = {
  /** Runs on the raw text fields before anything else is said about them (e.g. whose form it is). */
  check?: (fields: Record<string, string>) => void;
  /** Shapes the text fields before validation (e.g. indexed fields into a list). */
  shape?: (fields: Record<string, string>) => unknown;
};

/** `readMultipartForm` on a route's request. */
export function parseMultipartForm<S extends z.ZodType>(
  schema: S,
  request: FastifyRequest,
  form: UploadForm,
  options: FormOptions = {},
): Promise<ParsedForm<z.output<S>>> {
  return readMultipartForm(schema, multipartBody(request), form, options);
}

/**
 * Reads an upload route's multipart form while it streams: every file is counted as it arrives and
 * the read stops with 413 as soon as a file is over its kind's size, the files over the form's
 * total, or the form over its number of files or fields; nothing is stored before the whole form
 * passed. Then the text fields are validated with `schema` and the required files checked, all in
 * one refusal (the first message wins, one message per field), like every other 400.
 */
export async function readMultipartForm<S extends z.ZodType>(
  schema: S,
  body: MultipartBody,
  form: UploadForm,
  options: FormOptions = {},
): Promise<ParsedForm<z.output<S>>> {
  if (!body) throw new AppError('VALIDATION_ERROR', REFUSAL_MESSAGES.multipartRequired);
  const fields: Record<string, string> = {};
  const files: Record<string, IncomingFile> = {};
  const largestFile = Math.max(...form.files.map((rule) => UPLOAD_RULES[rule.kind].maxBytes));
  const maxFields = form.maxFields ?? DEFAULT_MAX_FIELDS;
  let totalBytes = 0;
  try {
    const parts = body.parts({
      // One byte past the largest kind, so the count below (with the kind's own message) decides.
      fileSize: largestFile + 1,
      files: form.maxFiles,
      fields: maxFields,
      fieldSize: form.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES,
      parts: form.maxFiles + maxFields,
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too long.`);
        }
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const rule = form.files.find((candidate) =>
        typeof candidate.field === 'string' ? candidate.field === part.fieldname : candidate.field.test(part.fieldname),
      );
      if (!rule) throw new AppError('VALIDATION_ERROR', `Unexpected file field: ${part.fieldname}.`);
      const maxBytes = UPLOAD_RULES[rule.kind].maxBytes;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        totalBytes += chunk.length;
        if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(maxBytes));
        if (totalBytes > form.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', filesTooLargeMessage(form.maxBytes));
        chunks.push(chunk);
      }
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(maxBytes));
      if (size > 0) files[part.fieldname] = { filename: part.filename, data: Buffer.concat(chunks) };
    }
  } catch (error) {
    throw toUploadError(error, largestFile);
  }

  options.check?.(fields);
  const missing: Record<string, string> = {};
  for (const rule of form.files) {
    if (rule.required && typeof rule.field === 'string' && !files[rule.field]) missing[rule.field] = rule.required;
  }
  const parsed = schema.safeParse(options.shape ? options.shape(fields) : fields);
  if (!parsed.success || Object.keys(missing).length > 0) {
    refuseInvalid(parsed.success ? [] : parsed.error.issues, missing);
  }
  return { data: parsed.data as z.output<S>, files };
}

/** The multipart plugin's limit errors in the API's shape; anything else is a malformed body. */
function toUploadError(error: unknown, largestFile: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(largestFile));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooManyFormParts);
  }
  if (error instanceof Error && /multipart|boundary|terminated/i.test(error.message)) {
    return new AppError('VALIDATION_ERROR', REFUSAL_MESSAGES.formUnreadable);
  }
  return error;
}

/**
 * `onRequest` hook: a multipart body is only for the routes that take files (decision 011); any
 * other route refuses it with 415 before a byte of it is read.
 */
// A callback hook, not an async one: every request passes here, and nearly none carries a body.
export function refuseMultipartOutsideUploads(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !/^multipart\//i.test(type.trim()) || request.routeOptions.config.upload) {
    return done();
  }
  // The visitor's language (cookie, else Accept-Language): a callback hook does not look the caller up.
  const language = visitorLanguage(request);
  if (language !== 'en') reply.header('content-language', language);
  reply.status(415).send({
    error: translateServerMessage(MESSAGES.multipartNotAccepted, language),
    code: 'UNSUPPORTED_MEDIA_TYPE' satisfies TErrorCode,
  });
}
