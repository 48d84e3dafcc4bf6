import { MESSAGES } from '@scouting/contract/messages';
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
  refuseInvalid(parsed.error.issues);
}

/**
 * The one mapping of validation issues to the API's 400: one message per field (the first issue of
 * that field), and the first issue overall as the message. `extra` (e.g. a missing file) comes
 * after the schema's issues.
 */
export function refuseInvalid(issues: readonly z.core.$ZodIssue[], extra: Record<string, string> = {}): never {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  for (const [field, message] of Object.entries(extra)) fields[field] ??= message;
  throw new AppError('VALIDATION_ERROR', Object.values(fields)[0] ?? MESSAGES.validationFailed, fields);
}
