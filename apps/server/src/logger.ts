import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Where log lines go: stdout unless a test captures them. */
export type LogStream = { write(line: string): void };

// An SMTP refusal names its recipients ("550 <parent@example.com>: no such user").
const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;

// Facts about a failure that say what went wrong without carrying anyone's data.
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'routine', 'severity'] as const;

/**
 * The server's log never holds a secret or a person's data: query strings lose their
 * values (reset and verification links carry a token), cookies and authorization headers are never
 * printed, and errors go through serializeError.
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Readable lines for a person at a terminal; JSON lines for log collectors everywhere else.
    ...(!stream && process.stdout.isTTY && config.env !== 'production'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' },
          },
        }
      : {}),
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string; hostname?: string }) => ({
        method: request.method,
        url: redactQuery(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
}

/** `/reset-password?token=abc&x=1` → `/reset-password?token=[redacted]&x=[redacted]`: names stay, values go. */
export function redactQuery(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    // A bare `?abc` may itself be a secret: only a `name=` is kept.
    .map((pair) => (pair.includes('=') ? `${pair.slice(0, pair.indexOf('='))}=[redacted]` : '[redacted]'));
  return `${url.slice(0, start)}?${names.join('&')}`;
}

export type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * An error as the log shows it: its type, a message and stack without the values it was built
 * from, and the safe fields above. A failed query keeps its SQL (placeholders only) and loses its
 * parameters (e-mails, message text, token hashes); a database error loses its detail ("Key
 * (email)=(…) already exists") and the quoted value some messages end with.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const record = error as Error & Record<string, unknown>;
  const isQuery = typeof record.query === 'string' && 'params' in record;
  const isDatabase = typeof record.routine === 'string' || typeof record.severity === 'string';
  let message = error.message;
  if (isQuery) message = `Failed query: ${record.query as string}`;
  else if (isDatabase) message = message.replace(/: ".*"$/s, ': [redacted]');
  message = message.replace(EMAIL_ADDRESS, '[e-mail]');
  const header = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(header) ? error.stack.slice(header.length) : '';
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: `${error.name}: ${message}${frames}`,
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/**
 * Better Auth's messages go to the server log at their level; their extra arguments (objects that
 * may hold an e-mail or a token) are dropped, except errors, which pass through serializeError.
 */
export function authLogger(log: FastifyBaseLogger) {
  return {
    log(level: 'info' | 'warn' | 'error' | 'debug', message: string, ...args: unknown[]) {
      const errors = args.filter((arg) => arg instanceof Error).map((arg) => serializeError(arg));
      log[level](errors.length > 0 ? { errors } : {}, `[auth] ${message}`);
    },
  };
}
