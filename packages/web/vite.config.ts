import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client is built into packages/web/dist, which the server serves. In development
// (`npx vite packages/web`) the API and the socket are proxied to a server on port 8080.
const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.NOBID_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
  },
  server: {
    proxy: {
      '/api': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
