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
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || !('message' in payload)) return payload;
    const { message } = payload;
    if (typeof message !== 'string' || !isMessageId(message)) return payload;
    const language = await callerLanguage(request);
    if (language !== 'en') reply.header('content-language', language);
    return { ...payload, message: translateServerMessage(message, language) };
  });
}
