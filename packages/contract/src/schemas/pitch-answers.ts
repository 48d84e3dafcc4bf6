import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { MINOR_EXCEPTIONS, PITCH_ANSWERS, PITCH_MESSAGES, PITCH_NOT_A_FIT_REASONS } from '../pitches.ts';
import { trialFields } from './trial-fields.ts';

// Apart from schemas/pitches, which is bundled with the member shell: the trial's fields imported
// there would be loaded by every member page, though no page parses this request (decision 071).

/** POST /api/pitches/{id}/answer: a reason only with Not a fit, a trial only with Invite to trial. */
export const ZPitchAnswerRequest = lazySchema(() =>
  z
    .object({
      answer: z.enum(PITCH_ANSWERS),
      reason: z.enum(PITCH_NOT_A_FIT_REASONS).nullish(),
      trial: trialFields().nullish(),
      minorException: z.enum(MINOR_EXCEPTIONS).nullish(),
    })
    .superRefine((value, context) => {
      if (value.answer === 'Not a fit' && !value.reason) {
        context.addIssue({ code: 'custom', path: ['reason'], message: PITCH_MESSAGES.chooseReason });
      }
      if (value.answer !== 'Not a fit' && value.reason) {
        context.addIssue({ code: 'custom', path: ['reason'], message: PITCH_MESSAGES.reasonOnlyNotAFit });
      }
      if (value.answer === 'Invite to trial' && !value.trial) {
        context.addIssue({ code: 'custom', path: ['trial'], message: PITCH_MESSAGES.trialRequired });
      }
      if (value.answer !== 'Invite to trial' && value.trial) {
        context.addIssue({ code: 'custom', path: ['trial'], message: PITCH_MESSAGES.trialOnlyInvite });
      }
    }),
);
export type TPitchAnswerRequest = z.input<typeof ZPitchAnswerRequest>;
export type TPitchAnswerInput = z.output<typeof ZPitchAnswerRequest>;
