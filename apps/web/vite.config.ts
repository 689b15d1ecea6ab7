import { CLINIC_TZ_META, DEFAULT_CLINIC_TZ } from '@clinic/contract';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * In production the server announces its CLINIC_TZ in index.html; the dev server does the same from the
 * environment, with the server's default, so `npm run dev` and the server agree on "today".
 */
function clinicTzMeta(): Plugin {
  return {
    name: 'clinic-tz-meta',
    apply: 'serve',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { name: CLINIC_TZ_META, content: process.env.CLINIC_TZ || DEFAULT_CLINIC_TZ },
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig({
  plugins: [react(), clinicTzMeta()],
  build: {
    outDir: 'dist',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
