import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { belowTheFoldChunksPresent, modulePreloads } from './build/module-preloads.ts';
import { compiledCatalogs } from './src/i18n/compiled-catalogs.ts';

// The API lives on the Fastify server; in `vite` dev mode the browser still talks to one origin.
const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    compiledCatalogs(),
    // The preload filter below must find the dashboards' sections chunks (decision 039).
    belowTheFoldChunksPresent(),
    react(),
    // Brotli and gzip beside every text asset, so the server sends them as they are (preCompressed)
    // instead of compressing on each request or sending them plain to phones on slow networks.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    // The installable app (decision 027): the manifest, its link in index.html, and a
    // Workbox service worker (dist/sw.js) generated from the rules below.
    VitePWA({
      // A new worker waits until the member says 'Reload' or every tab of the app has closed.
      registerType: 'prompt',
      // Registered by src/service-worker.ts, loaded after the first screen has rendered.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Scouting Network',
        short_name: 'Scouting',
        description: 'A digital platform to showcase skills, find opportunities and sign talent.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The theme's primary (pitch.7) and Mantine's light body.
        theme_color: '#1f7a3a',
        background_color: '#ffffff',
        // Drawn from favicon.svg by `npm run icons` (scripts/app-icons.ts).
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell only: the entry script and its styles (the whole first screen, decision 021), the
        // offline page and what it shows. Every other chunk is cached when a page first loads it
        // (below), so a first visit downloads nothing it would not have. index.html is left out:
        // pages come from the network (below), so a stored copy would never be served.
        globPatterns: ['assets/index-*.{js,css}', 'offline.{html,js}', 'warm-intl.js', 'favicon.svg'],
        // The manifest's icons join the precache (includeManifestIcons); no index.html fallback.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // One file to serve with no-cache instead of sw.js and a workbox-<hash>.js beside it.
        inlineWorkboxRuntime: true,
        // Web Push (decision 028): the app's worker shows the server's pushes with the
        // same two listeners Settings registers on their own while no app worker is there yet.
        importScripts: ['/push-sw.js'],
        runtimeCaching: [
          {
            // Pages always from the network, so a deploy shows at once and nothing a member saw is
            // kept on the device; without a network, our offline page.
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
          {
            // Vite fingerprints everything under /assets/ (the server sends them immutable): a stored
            // copy is never stale. Old versions' files go after the newest 200.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, purgeOnQuotaError: true },
            },
          },
          // Nothing else has a route: /api and /dev requests (and other origins) go to the network as
          // if there were no worker, and no answer of theirs is ever stored.
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': server,
      '/dev': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and styles each page needs (`npm run size` reads it).
    manifest: true,
    // A dashboard's lower sections without script preloads (decision 039).
    modulePreload: { resolveDependencies: (chunk, dependencies) => modulePreloads(chunk, dependencies) },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the first screen: /, /login) in one chunk. Left to
        // itself Rolldown cuts it into ~20 chunks shared with lazy pages (Box, Input, useMutation...),
        // and small files compress worse apart: 10 kB more brotli for the login page (decision 021).
        // Lazy pages import those modules from this chunk, which they load anyway.
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'] },
            // TanStack Query and the app's client, which every page but the login page needs
            // (components/with-query-client.tsx): one chunk rather than one per shared piece.
            {
              name: 'query-client',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]api[\\/]query-client\.ts|with-query-client\.tsx/,
            },
            // The sign-up page, the styles of the pages after the first screen and what they import (the
            // contract's schemas, the form helpers), ahead of the member shell below, which would
            // otherwise take them along and be loaded by /register.
            {
              name: 'sign-up',
              test: /src[\\/](features[\\/]auth[\\/]pages[\\/]register-page|components[\\/]with-page-styles)\.tsx$/,
            },
            // A member page's first screen beyond the entry: the route table, the layout and its header,
            // the guards and the dashboards' tops, with everything they import (Rolldown's groups take
            // a module's dependencies along). One file instead of ~55 small ones, which over HTTP/1.1
            // load six at a time and held back the dashboards' largest paint (decision 021). Other
            // pages that share a module with it load it too: the sign-up wizard, for one.
            {
              name: 'member-shell',
              test: /src[\\/](member-routes\.tsx|components[\\/]require-member\.tsx|pages[\\/](member-layout|player-dashboard-page|agent-dashboard-page|scout-club-dashboard)\.tsx)$/,
            },
          ],
        },
      },
    },
  },
});
