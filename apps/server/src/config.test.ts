import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_TRANSFERMARKT_EMAIL, generateVapidKeys, loadConfig, vapidKeys } from './config.ts';

// A given AUTH_SECRET keeps loadConfig from writing a generated one into DATA_DIR.
const secret = { AUTH_SECRET: 'x'.repeat(32) };
const vapid = generateVapidKeys();
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  SMTP_URL: 'smtp://mail.example:25',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:ops@example.com',
};

describe('TRANSFERMARKT_EMAIL', () => {
  it('defaults to the development address outside production, so forwarding works after npm start', () => {
    expect(loadConfig({ ...secret, NODE_ENV: 'development' }).transfermarktEmail).toBe(DEVELOPMENT_TRANSFERMARKT_EMAIL);
    expect(loadConfig({ ...secret, NODE_ENV: 'test' }).transfermarktEmail).toBe(DEVELOPMENT_TRANSFERMARKT_EMAIL);
  });

  it('has no default in production: forwarding stays off until it is set', () => {
    expect(loadConfig(production).transfermarktEmail).toBeUndefined();
    expect(loadConfig({ ...production, TRANSFERMARKT_EMAIL: 'data@tm.example' }).transfermarktEmail).toBe(
      'data@tm.example',
    );
  });

  it('refuses an address that is not an e-mail', () => {
    expect(() => loadConfig({ ...secret, NODE_ENV: 'development', TRANSFERMARKT_EMAIL: 'nope' })).toThrow(
      /TRANSFERMARKT_EMAIL/,
    );
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) =>
    loadConfig({ ...secret, NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

  it('believes no X-Forwarded-For unless set', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes the number of proxies in front of the server', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
  });

  it("takes the proxies' addresses, ranges and proxy-addr's range names", () => {
    expect(trustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trustProxy('10.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual(['10.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
  });

  it('refuses "true", which would believe whatever a client writes, and says what to set instead', () => {
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY=true would believe any X-Forwarded-For.*TRUST_PROXY=1/);
  });

  it('refuses what is neither a number nor addresses', () => {
    expect(() => trustProxy('yes')).toThrow(/not an address: yes/);
    expect(() => trustProxy('10.0.0.1,proxy.example')).toThrow(/not an address: proxy.example/);
    expect(() => trustProxy('10.0.0.0/x')).toThrow(/not an address/);
  });
});

describe('the dev mailbox', () => {
  it('is served outside production without SMTP, and only on a loopback HOST', () => {
    const devMailbox = (env: Record<string, string>) =>
      loadConfig({ ...secret, NODE_ENV: 'development', ...env }).devMailbox;
    expect(devMailbox({})).toBe(true);
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', 'LOCALHOST'])
      expect(devMailbox({ HOST: host })).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'scouting.example']) {
      expect(devMailbox({ HOST: host })).toBe(false);
    }
    expect(devMailbox({ SMTP_URL: 'smtp://mail.example:25' })).toBe(false);
    expect(loadConfig(production).devMailbox).toBe(false);
  });
});

describe('the origins of this deployment', () => {
  const origins = (env: Record<string, string>) => loadConfig({ ...secret, ...env }).appOrigins;

  it('outside production, are the loopback spellings of a loopback APP_ORIGIN, with its scheme and port', () => {
    expect(origins({ NODE_ENV: 'development' })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(origins({ NODE_ENV: 'test', APP_ORIGIN: 'http://127.0.0.1:4000/' })).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:4000',
      'http://[::1]:4000',
    ]);
  });

  it('are APP_ORIGIN alone in production, and for a deployment that is not on this machine', () => {
    expect(loadConfig(production).appOrigins).toEqual([loadConfig(production).appOrigin]);
    expect(origins({ NODE_ENV: 'development', APP_ORIGIN: 'https://scouting.example' })).toEqual([
      'https://scouting.example',
    ]);
  });
});

describe('DATABASE_STATEMENT_TIMEOUT_MS', () => {
  it('is 5 seconds unless set, and refuses nonsense', () => {
    expect(loadConfig({ ...secret, NODE_ENV: 'test' }).databaseStatementTimeoutMs).toBe(5000);
    expect(
      loadConfig({ ...secret, NODE_ENV: 'test', DATABASE_STATEMENT_TIMEOUT_MS: '15000' }).databaseStatementTimeoutMs,
    ).toBe(15000);
    expect(() => loadConfig({ ...secret, NODE_ENV: 'test', DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });
});

describe('REDIS_URL', () => {
  const config = (env: Record<string, string>) => loadConfig({ ...secret, NODE_ENV: 'test', ...env });

  it('keeps everything in-process unless set', () => {
    expect(config({}).redisUrl).toBeUndefined();
  });

  it('takes a redis:// or rediss:// URL and refuses anything else', () => {
    expect(config({ REDIS_URL: 'redis://127.0.0.1:6379/1' }).redisUrl).toBe('redis://127.0.0.1:6379/1');
    expect(config({ REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe('rediss://cache.example:6380');
    expect(() => config({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => config({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});

describe('S3_*', () => {
  const config = (env: Record<string, string>) => loadConfig({ ...secret, NODE_ENV: 'test', ...env });
  const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps uploads on local disk unless S3_BUCKET is set', () => {
    expect(config({}).s3).toBeUndefined();
  });

  it('reads a self-hosted store with path-style addressing', () => {
    expect(
      config({
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        ...keys,
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'uploads',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('leaves credentials to the SDK chain on AWS when no keys are given', () => {
    expect(config({ S3_BUCKET: 'uploads', S3_REGION: 'eu-central-1' }).s3).toEqual({
      endpoint: undefined,
      region: 'eu-central-1',
      bucket: 'uploads',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half a configuration', () => {
    expect(() => config({ S3_BUCKET: 'uploads' })).toThrow(/S3_REGION/);
    expect(() => config({ S3_BUCKET: 'uploads', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => config({ S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys })).toThrow(/without S3_BUCKET/);
    expect(() => config({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('VAPID keys (Web Push)', () => {
  it('are required in production, with a message that says how to make them', () => {
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, ...withoutVapid } = production;
    expect(() => loadConfig(withoutVapid)).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required/,
    );
    expect(() => loadConfig({ ...production, VAPID_SUBJECT: undefined })).toThrow(/required when NODE_ENV=production/);
    expect(loadConfig(production).vapid).toEqual({
      keys: { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY },
      subject: VAPID_SUBJECT,
    });
  });

  it('refuses malformed keys and a subject push services would reject', () => {
    expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY: must be/);
    expect(() => loadConfig({ ...production, VAPID_SUBJECT: 'ops@example.com' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: or https: URL/,
    );
    expect(() => loadConfig({ ...secret, VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(/go together/);
  });

  it('are generated once into DATA_DIR outside production and reused, and reading the configuration writes nothing', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scouting-vapid-'));
    const config = loadConfig({ ...secret, DATA_DIR: dataDir, MAIL_FROM: 'Scouting <team@example.com>' });
    expect(config.vapid).toEqual({ keys: undefined, subject: 'mailto:team@example.com' });
    expect(existsSync(path.join(dataDir, 'vapid-keys.json'))).toBe(false);
    const first = vapidKeys(config);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(vapidKeys(loadConfig({ ...secret, DATA_DIR: dataDir }))).toEqual(first);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default: only loopback callers read /metrics', () => {
    expect(loadConfig({ ...secret, NODE_ENV: 'test' }).metricsToken).toBeUndefined();
  });

  it('takes a token of at least 16 characters and refuses a shorter one', () => {
    expect(loadConfig({ ...secret, METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => loadConfig({ ...secret, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
  });
});
