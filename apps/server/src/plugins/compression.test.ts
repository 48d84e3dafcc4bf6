import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression.ts';

const LARGE = 'x'.repeat(4096);

// A bare instance: which answers the plugin leaves alone, whatever route sends them.
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(compressionPlugin);
  app.get('/json', async () => ({ text: LARGE }));
  app.get('/problem', async (_request, reply) => reply.type('application/problem+json').send({ text: LARGE }));
  app.get('/events', async (_request, reply) => reply.type('text/event-stream').send(`data: ${LARGE}\n\n`));
  // Uploads are served with the type detected when they were stored (modules/files/store-file.ts).
  for (const type of ['image/webp', 'image/jpeg', 'application/pdf', 'video/mp4']) {
    app.get(`/upload/${type}`, async (_request, reply) => reply.type(type).send(Buffer.alloc(4096)));
  }
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });

describe('compression of answers', () => {
  it('compresses JSON of every kind', async () => {
    expect((await get('/json')).headers['content-encoding']).toBe('br');
    expect((await get('/problem')).headers['content-encoding']).toBe('br');
  });

  it('never compresses an event stream, which must reach the browser event by event', async () => {
    const events = await get('/events');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toContain('data: x');
  });

  it('never compresses uploads, which are compressed already', async () => {
    for (const type of ['image/webp', 'image/jpeg', 'application/pdf', 'video/mp4']) {
      const upload = await get(`/upload/${type}`);
      expect(upload.headers['content-type'], type).toBe(type);
      expect(upload.headers['content-encoding'], type).toBeUndefined();
    }
  });
});
