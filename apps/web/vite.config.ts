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
  },
});
