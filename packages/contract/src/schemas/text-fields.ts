import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** A text the form must carry: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired).max(max);

/** A text the form may leave out: trimmed, at most `max` characters; empty or missing becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || null);
