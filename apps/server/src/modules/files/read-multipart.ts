import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { IncomingFile } from './store-file.ts';

export type MultipartForm = {
  fields: Record<string, string>;
  files: Record<string, IncomingFile>;
};

/**
 * Reads a whole multipart form: text fields as strings and the named file fields as buffers
 * (bounded by the multipart plugin's limits). Unknown file fields are refused, not ignored.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly (string | RegExp)[],
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_ERROR', 'Send the form as multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const expected = fileFields.some((f) =>
          typeof f === 'string' ? f === part.fieldname : f.test(part.fieldname),
        );
        if (!expected) {
          await part.toBuffer();
          throw new AppError('VALIDATION_ERROR', `Unexpected file field: ${part.fieldname}.`);
        }
        const data = await part.toBuffer();
        if (data.length > 0) form.files[part.fieldname] = { filename: part.filename, data };
      } else {
        form.fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large.');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many parts.');
    }
    throw error;
  }
  return form;
}
