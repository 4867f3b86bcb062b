import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web app: src/ is the entry; the API lives on the server, proxied in development. */
export default defineConfig({
  plugins: [react()],
  root: 'src',
  publicDir: 'public',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
