import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API lives on the Fastify server; in `vite` dev mode the browser still talks to one origin.
const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip beside every text asset, so the server sends them as they are (preCompressed)
    // instead of compressing on each request or sending them plain to phones on slow networks.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
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
