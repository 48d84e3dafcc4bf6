import { errorCodeForStatus, isErrorCode } from '@scouting/contract/error-codes';
import type { TMessageWithValues } from '@scouting/contract/message-ids';
import { MESSAGES } from '@scouting/contract/messages';
import { translateServerMessage } from '@scouting/contract/server-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { callerLanguage } from './http/caller-language.ts';

/**
 * One error format for every failure (docs/architecture.md#api-conventions); 5xx details stay in the log. The sentences
 * go out in the caller's language (docs/product.md#languages): every fixed sentence of the contract, a route's
 * refusals and field messages included, through the contract's catalogs (server-messages.ts); a
 * sentence with placeholders keeps its values, isolated (decision 069); English callers read
 * docs/product.md's texts unchanged.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    // A 5xx answer does not look the caller up (whatever failed may fail again), nor a 429 (a flood
    // must not cost a session lookup per request): the cookie and Accept-Language still say.
    const language = await callerLanguage(request, { lookUpCaller: status < 500 && status !== 429 });
    const say = (message: string | TMessageWithValues) => translateServerMessage(message, language);
    const sayAll = (fields: Record<string, string> | undefined) =>
      fields && Object.fromEntries(Object.entries(fields).map(([key, message]) => [key, say(message)]));
    if (language !== 'en') reply.header('content-language', language);

    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({
        error: say(error.values ? { id: error.message, values: error.values } : error.message),
        code: error.code,
        fields: sayAll(error.fields),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= say(issue.message ?? MESSAGES.validationFailed);
      }
      const first = error.validation[0]?.message;
      return reply
        .status(400)
        .send({ error: say(first ?? MESSAGES.validationFailed), code: 'VALIDATION_ERROR', fields });
    }
    if (status === 429) return reply.status(429).send({ error: say(MESSAGES.tooManyRequests), code: 'RATE_LIMITED' });
    if (status >= 400 && status < 500) {
      // A framework's own code (FST_ERR_…) is not one of ours: the status names it (docs/architecture.md#api-conventions).
      const code = isErrorCode(error.code) ? error.code : errorCodeForStatus(status);
      return reply.status(status).send({ error: say(error.message), code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: say(MESSAGES.serverError), code: 'SERVER_ERROR' });
  });
}
