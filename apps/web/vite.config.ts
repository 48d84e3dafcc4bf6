import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API lives on the Fastify server; in `vite` dev mode the browser still talks to one origin.
const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': server,
      '/dev': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
