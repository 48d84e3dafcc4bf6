import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { Storage } from './storage.ts';

export type S3Storage = Storage & {
  /** Whether the bucket answers (the health check). */
  check(): Promise<void>;
  close(): void;
};

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Garage, R2, …) through the AWS SDK v3, so
 * every instance behind the balancer reads what any other wrote. Objects stay private: files are
 * served through GET /api/files/{id} after its authorization, never by a public bucket URL.
 */
export function createS3Storage(config: S3Config): S3Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
  });
  const Bucket = config.bucket;

  async function body(key: string, range?: string) {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: range } : {}) }));
    if (!answer.Body) throw new Error(`object ${key} has no body`);
    return asReadable(answer.Body);
  }

  /** In Node the SDK's body is a Readable (an IncomingMessage); wrap whatever it is to be sure. */
  function asReadable(stream: NonNullable<GetObjectCommandOutput['Body']>): Readable {
    return stream instanceof Readable ? stream : Readable.fromWeb(stream.transformToWebStream() as never);
  }

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
    },
    async putFile(key, filePath, size) {
      // A stream with its known length: one PutObject (up to 5 GB), never the clip in memory.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(filePath), ContentLength: size }),
      );
    },
    async get(key) {
      return Buffer.concat(await (await body(key)).toArray());
    },
    async stream(key) {
      return body(key);
    },
    async streamRange(key, start, end) {
      return body(key, `bytes=${start}-${end}`);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
