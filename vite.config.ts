import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyle } from './server/tools/vite-antd/antd-static-style';

/** The web app: src/ is the entry; the API lives on the server, proxied in development. */
export default defineConfig({
  plugins: [react(), antdStaticStyle()],
  root: 'src',
  publicDir: 'public',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Icons antd itself imports stay in its chunk; AntIcon's lazy import of them is harmless.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('@ant-design/icons')) return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
