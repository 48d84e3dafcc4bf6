import { MESSAGES } from '@scouting/contract';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Parses input the route schema could not (a body whose shape depends on its content, multipart
 * text fields) and refuses it in the same format as a schema failure: the first message, and one
 * message per field.
 */
export function parseOrRefuse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? MESSAGES.validationFailed, fields);
}
