import { z } from 'zod';
import { APPLICATION_MESSAGES, APPLICATION_TEXT_LIMITS } from '../application-status.ts';

/**
 * A trial invitation as the inviting side sends it: a date and time in the future, a venue and free
 * text. An application's invitation and a pitch's Invite to trial take the same rules and sentences
 * (decision 067). A small module of its own, so that neither side brings the other's schemas into a
 * page's bundle, and imported by `schemas/pitch-answers`, not `schemas/pitches`: that one is bundled
 * with the member shell, so what it imports is loaded by every member page (npm run size, decision 071).
 */
export function trialFields() {
  return z.object({
    startsAt: z.iso
      .datetime({ offset: true, error: APPLICATION_MESSAGES.enterTrialDate })
      .refine((value) => Date.parse(value) > Date.now(), APPLICATION_MESSAGES.trialInPast),
    venue: z
      .string({ error: APPLICATION_MESSAGES.enterVenue })
      .trim()
      .min(1, APPLICATION_MESSAGES.enterVenue)
      .max(APPLICATION_TEXT_LIMITS.venue, APPLICATION_MESSAGES.venueTooLong),
    details: z
      .string()
      .trim()
      .max(APPLICATION_TEXT_LIMITS.trialDetails, APPLICATION_MESSAGES.detailsTooLong)
      .default(''),
  });
}
