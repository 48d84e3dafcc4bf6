import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';
import { createS3Storage, type S3Storage } from './s3-storage.ts';

let s3: TestS3Server;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.config);
});
afterAll(async () => {
  storage.close();
  await s3.close();
});

describe('S3 storage (against a local S3-compatible server)', () => {
  it('stores bytes under a key and reads them back whole and as a stream', async () => {
    const data = Buffer.from([0, 1, 2, 255, 254]);
    await storage.put('uploads/abc-1', data);
    expect(await storage.get('uploads/abc-1')).toEqual(data);
    await storage.put('uploads/abc-2', Buffer.from('a CV, streamed'));
    expect(await text(await storage.stream('uploads/abc-2'))).toBe('a CV, streamed');
  });

  it('deletes, after which reading fails', async () => {
    await storage.put('uploads/gone', Buffer.from('x'));
    await storage.delete('uploads/gone');
    await expect(storage.get('uploads/gone')).rejects.toThrow();
    await expect(storage.stream('uploads/gone')).rejects.toThrow();
  });

  it('answers the health check while the bucket answers, and fails it for a missing bucket', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const elsewhere = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      await expect(elsewhere.check()).rejects.toThrow();
    } finally {
      elsewhere.close();
    }
  });
});
