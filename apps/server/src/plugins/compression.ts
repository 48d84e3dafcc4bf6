import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * JSON answers only: pages, scripts and styles are compressed at build time (web-app.ts sends the
 * .br/.gz files as they are), uploads are images, videos and PDFs that are compressed already, and a
 * live event stream (text/event-stream) must reach the browser event by event, not buffered.
 */
const COMPRESSIBLE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

/** Compresses API answers of 1 kB and more with brotli or gzip, as the client accepts (decision 015). */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE,
      // Bodies sent to us are small JSON forms and uploads: no client compresses them, and a hook
      // on every request to look for it was a cost of the 10 s poll for nothing.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
