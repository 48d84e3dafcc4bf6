import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Serves the built React app; unknown non-API GETs get index.html so client routes work on reload. */
async function webAppPlugin(app: FastifyInstance, { distDir }: { distDir: string }) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`No built web app in ${distDir}: run "npm run build" to serve the pages.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // `npm run build` writes .br and .gz beside every asset: sent as they are, by Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Vite fingerprints everything under assets/. Everything else is revalidated on each use:
      // index.html, and the service worker's sw.js, which the browser fetches on each visit to find
      // a new version (a cached copy would keep members on the old one), the manifest and the
      // offline page (decision 027). .webmanifest goes out as application/manifest+json.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export function isPageRequest(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/dev/');
}

// Not encapsulated: the not-found handler at the root needs reply.sendFile.
export const webApp = fp(webAppPlugin, { name: 'web-app' });
