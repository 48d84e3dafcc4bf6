import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config.ts';

export type TestS3Server = {
  /** The settings an instance takes as S3_* variables, or createS3Storage takes directly. */
  config: S3Config;
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server in this process, on loopback and a free port, with one empty bucket:
 * s3rver speaks the S3 REST API the AWS SDK uses, and keeps objects in a temporary directory.
 */
export async function startS3Server(bucket = 'scouting-test-uploads'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'scouting-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let closed: Promise<void> | undefined;
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts this one pair of keys.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config: { endpoint, region: 'us-east-1', bucket, credentials, forcePathStyle: true },
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    // Idempotent: a test may stop the server early (the store going down) and afterAll again.
    close() {
      closed ??= server.close().finally(() => rmSync(directory, { recursive: true, force: true }));
      return closed;
    },
  };
}
