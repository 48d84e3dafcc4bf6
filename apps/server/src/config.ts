import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, isPushHostPattern } from '@scouting/contract/push';
import { VIDEO_UPLOAD_RULE } from '@scouting/contract/video-uploads';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_ORIGIN: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().startsWith('smtp').optional(),
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  PRIVATE_TESTING_MODE: booleanFlag,
  SIGNUP_DISABLED: booleanFlag,
  // How long a message may stay unread before its recipient is mailed about it (decision 031).
  UNREAD_MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_BASE_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_WEB_BASE_URL: z.url().default('https://www.youtube.com'),
  TRANSFERMARKT_EMAIL: z.email().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Only behind a reverse proxy may X-Forwarded-For be believed; otherwise anyone picks their rate-limit key.
  TRUST_PROXY: z.string().default(''),
  // Any one query longer than this is cancelled by the database, so a slow query cannot pile up connections.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  // Requests a minute that one client address may make to each identity route (sign-in, sign-up, reset, lookup).
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  // Shared state of many instances (decision 017): sessions' storage, rate limits, caches, event fan-out.
  REDIS_URL: z
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'must start with redis:// or rediss://')
    .optional(),
  // An S3-compatible object store for uploads (decision 017); S3_BUCKET switches it on.
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  // Web Push (decision 028): the server's VAPID identity (RFC 8292), base64url as web-push prints them.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^(mailto:|https:\/\/)\S+$/.test(value), 'must be a mailto: or https: URL')
    .optional(),
  // The push services' hosts a subscription's endpoint may name (comma-separated, `*.` for any subdomain).
  PUSH_ENDPOINT_HOSTS: z.string().default(DEFAULT_PUSH_ENDPOINT_HOSTS.join(',')),
  // GET /metrics (decision 033) for a scraper that is not on this host; loopback callers need none.
  // The ffmpeg that transcodes uploaded clips (decision 041): unset, `ffmpeg` on PATH, else the npm-shipped one.
  FFMPEG_PATH: z.string().min(1).optional(),
  // Wall-clock seconds one clip's transcoding may take before ffmpeg is killed (decision 041); below
  // the queue's 10-minute lease, so another instance never takes a job still being transcoded.
  TRANSCODE_TIME_LIMIT_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(540)
    .default(2 * VIDEO_UPLOAD_RULE.maxSeconds),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (openssl rand -hex 32)').optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appOrigin: string;
  /**
   * The origins this deployment's pages are served from: APP_ORIGIN, and outside production its other
   * loopback spellings (`127.0.0.1:3000` opened instead of `localhost:3000` is the same app on the
   * same machine, not another site; decision 011).
   */
  appOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  privateTestingMode: boolean;
  signupDisabled: boolean;
  /** Seconds between a message and the one mail about the unread messages of its conversation. */
  unreadMessageMailDelaySeconds: number;
  youtube: { apiKey: string | undefined; apiBaseUrl: string; webBaseUrl: string };
  /** Where forwarded Transfermarkt applications go; undefined only in production without TRANSFERMARKT_EMAIL. */
  transfermarktEmail: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  /** Fastify's trustProxy: how many proxies in front of us, or their addresses; never "believe all". */
  trustProxy: false | number | string[];
  databaseStatementTimeoutMs: number;
  /** Whether /dev/mailbox is served: outside production, without SMTP, on a loopback HOST only. */
  devMailbox: boolean;
  authRateLimitMax: number;
  /** Set: shared state and event fan-out live in Redis, so several instances can run; unset: in-process. */
  redisUrl: string | undefined;
  /** Set: uploads go to this bucket; unset: local disk under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Web Push's VAPID identity (RFC 8292); read the keys through vapidKeys(config). */
  vapid: {
    /** Configured (always in production); unset: generated once into DATA_DIR when first needed. */
    keys: VapidKeys | undefined;
    /** Who push services contact about our pushes (RFC 8292 `sub`). */
    subject: string;
  };
  /** The hosts a push subscription's endpoint may name (PUSH_ENDPOINT_HOSTS, lower case). */
  pushEndpointHosts: string[];
  /** Set: GET /metrics also answers callers presenting it as a bearer token; loopback callers always. */
  metricsToken: string | undefined;
  ffmpeg: {
    /** FFMPEG_PATH: the binary the operator chose. */
    configured: string | undefined;
    /** PATH, where a distribution's ffmpeg is looked for when FFMPEG_PATH is unset. */
    searchPath: string | undefined;
  };
  /** Milliseconds one transcoding may take before ffmpeg is killed and the clip marked Failed. */
  transcodeTimeLimitMs: number;
};

export type VapidKeys = {
  /** base64url of the uncompressed P-256 point; the browser subscribes with it. */
  publicKey: string;
  /** base64url of the P-256 private scalar. */
  privateKey: string;
};

export type S3Config = {
  /** Unset for AWS itself; the URL of any other S3-compatible service (MinIO, Garage, R2, …). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the AWS SDK's default credential chain (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key) rather than the host name: most self-hosted stores need it. */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

export const DEVELOPMENT_TRANSFERMARKT_EMAIL = 'transfermarkt@localhost';

/** Parses the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.AUTH_SECRET) throw new ConfigError('AUTH_SECRET is required when NODE_ENV=production.');
  if (production && !e.SMTP_URL) throw new ConfigError('SMTP_URL is required when NODE_ENV=production.');
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither.');
  }
  if (production && !(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT)) {
    throw new ConfigError(
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required when NODE_ENV=production (Web Push). Generate a pair once with `npx web-push generate-vapid-keys` and keep it: changing it ends every device's subscription.",
    );
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.');
  }
  const s3 = parseS3(e);
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR means where the user typed the command.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  const appOrigin = (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appOrigin,
    appOrigins: production ? [appOrigin] : withLoopbackSpellings(appOrigin),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET ?? developmentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    privateTestingMode: e.PRIVATE_TESTING_MODE,
    signupDisabled: e.SIGNUP_DISABLED,
    unreadMessageMailDelaySeconds: e.UNREAD_MESSAGE_MAIL_DELAY_SECONDS,
    youtube: { apiKey: e.YOUTUBE_API_KEY, apiBaseUrl: e.YOUTUBE_API_BASE_URL, webBaseUrl: e.YOUTUBE_WEB_BASE_URL },
    // Outside production the whole forwarding flow works after `npm start`: the mail lands in the dev mailbox.
    transfermarktEmail: e.TRANSFERMARKT_EMAIL ?? (production ? undefined : DEVELOPMENT_TRANSFERMARKT_EMAIL),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    devMailbox: !production && !e.SMTP_URL && isLoopback(e.HOST),
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    redisUrl: e.REDIS_URL,
    s3,
    vapid: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.MAIL_FROM.replace(/^.*<|>.*$/g, '')}`,
    },
    pushEndpointHosts: parsePushEndpointHosts(e.PUSH_ENDPOINT_HOSTS),
    metricsToken: e.METRICS_TOKEN,
    ffmpeg: { configured: e.FFMPEG_PATH, searchPath: env.PATH },
    transcodeTimeLimitMs: e.TRANSCODE_TIME_LIMIT_SECONDS * 1000,
  };
}

/**
 * Where pushes may go (isPushEndpointAllowed): the configured push services, and outside production
 * this machine too (the local push endpoint of tests and journeys); production never reaches loopback.
 */
export function pushEndpointRule(config: Pick<Config, 'env' | 'pushEndpointHosts'>) {
  return { hosts: config.pushEndpointHosts, allowLoopback: config.env !== 'production' };
}

/**
 * PUSH_ENDPOINT_HOSTS: the push services the server may send to. Every subscription is a request the
 * server makes on each notification, so an endpoint anywhere else (a metadata address, a database
 * on this host) would be a request forgery; an entry that is not a host name is refused at start.
 */
export function parsePushEndpointHosts(value: string): string[] {
  const hosts = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const invalid = hosts.filter((entry) => !isPushHostPattern(entry));
  if (hosts.length === 0 || invalid.length > 0) {
    throw new ConfigError(
      `PUSH_ENDPOINT_HOSTS takes a comma-separated list of host names, \`*.\` before a domain for any of its subdomains (e.g. fcm.googleapis.com,*.push.apple.com); not a host name: ${invalid.join(', ') || '(empty)'}.`,
    );
  }
  return hosts;
}

/** The object store's settings once S3_BUCKET is set; any other S3_ variable without it is a mistake. */
function parseS3(e: z.infer<typeof ZEnv>): S3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => e[name] !== undefined,
    );
    if (stray.length > 0) {
      throw new ConfigError(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to store uploads in a bucket.`);
    }
    return undefined;
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither.');
  }
  if (!e.S3_REGION && !e.S3_ENDPOINT) {
    throw new ConfigError('S3_BUCKET needs S3_REGION (AWS) or S3_ENDPOINT (another S3-compatible store).');
  }
  return {
    endpoint: e.S3_ENDPOINT,
    // S3-compatible stores mostly ignore the region but the SDK signs with one.
    region: e.S3_REGION ?? 'us-east-1',
    bucket: e.S3_BUCKET,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** The origin first, then the same scheme and port on the other loopback names; a non-loopback origin alone. */
function withLoopbackSpellings(origin: string): string[] {
  const url = new URL(origin);
  if (!isLoopback(url.hostname)) return [origin];
  const others = ['localhost', '127.0.0.1', '[::1]']
    .map((hostname) => `${url.protocol}//${hostname}${url.port ? `:${url.port}` : ''}`)
    .filter((spelling) => spelling !== origin);
  return [origin, ...others];
}

/** /dev/mailbox shows every reset link: only a person at this machine may read it. */
export function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase().replace(/^\[|\]$/g, ''));
}

// proxy-addr's names for address ranges, accepted besides addresses and CIDR ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY is the number of proxies in front of the server (1 behind one reverse proxy) or
 * their addresses. `true` would make Fastify believe the leftmost X-Forwarded-For, which the
 * client writes itself, so anyone could pick the address their rate limits are counted on.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends. Set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.1,10.0.0.2).',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(',').map((entry) => entry.trim());
  const invalid = addresses.filter((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    if (rest.length > 0) return true;
    if (prefix !== undefined) return isIP(address) === 0 || !/^\d{1,3}$/.test(prefix);
    return isIP(address) === 0 && !PROXY_RANGE_NAMES.has(address);
  });
  if (invalid.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY takes a number of proxies or a comma-separated list of proxy addresses; not an address: ${invalid.join(', ')}.`,
    );
  }
  return addresses;
}

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A fresh VAPID key pair (P-256, base64url), as `web-push generate-vapid-keys` makes one. */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.d) throw new Error('P-256 key without a private part');
  return { publicKey: raw.toString('base64url'), privateKey: jwk.d };
}

/**
 * The configured VAPID pair; outside production, one generated once and kept in DATA_DIR: browsers
 * subscribed with its public key, so a new pair at each start would silently end their
 * subscriptions. Read when the app starts (plugins/push.ts), not by loadConfig, so reading the
 * configuration writes nothing.
 */
export function vapidKeys(config: Config): VapidKeys {
  if (config.vapid.keys) return config.vapid.keys;
  const { dataDir } = config;
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string') {
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
