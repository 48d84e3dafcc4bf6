import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_TRANSFERMARKT_EMAIL, loadConfig } from './config.ts';

// A given AUTH_SECRET keeps loadConfig from writing a generated one into DATA_DIR.
const secret = { AUTH_SECRET: 'x'.repeat(32) };
const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example:25' };

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
