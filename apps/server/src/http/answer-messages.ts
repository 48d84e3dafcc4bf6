import { isMessageId } from '@scouting/contract/sentences';
import { translateServerMessage } from '@scouting/contract/server-messages';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from './caller-language.ts';

/**
 * A success answer's `message` (`{ message: REFERENCE_MESSAGES.approved }`) named by its id goes out
 * as a sentence in the caller's language, as the error handler says a refusal (decision 073): a
 * business function names the message, the answer says it. Any other answer is left as it is,
 * without looking the caller up.
 */
export function installAnswerMessages(app: FastifyInstance) {
  // A callback hook, not an async one: every answer passes here (the poll among them), and only the
  // few with a message id pay for a promise and the caller's language.
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    const message = payload && typeof payload === 'object' && 'message' in payload ? payload.message : undefined;
    if (typeof message !== 'string' || !isMessageId(message)) return done(null, payload);
    callerLanguage(request).then((language) => {
      if (language !== 'en') reply.header('content-language', language);
      done(null, { ...(payload as object), message: translateServerMessage(message, language) });
    }, done);
  });
}
