import { errorCodeForStatus, isErrorCode, MESSAGES } from '@scouting/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

/** One error format for every failure (ARCHITECTURE §5); 5xx details stay in the log. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ error: error.message, code: error.code, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? MESSAGES.validationFailed;
      }
      const first = error.validation[0]?.message;
      return reply.status(400).send({ error: first ?? MESSAGES.validationFailed, code: 'VALIDATION_ERROR', fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    if (status >= 400 && status < 500) {
      // A framework's own code (FST_ERR_…) is not one of ours: the status names it (issue 27).
      const code = isErrorCode(error.code) ? error.code : errorCodeForStatus(status);
      return reply.status(status).send({ error: error.message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: MESSAGES.serverError, code: 'SERVER_ERROR' });
  });
}
