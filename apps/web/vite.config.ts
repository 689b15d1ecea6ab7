import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/**
 * Writes a .br and a .gz beside each hashed script and style sheet, which the server sends as they are
 * (apps/server/src/plugins/web.ts, preCompressed): compressing once at build time at the highest levels costs
 * nothing per request. index.html stays plain: the server rewrites it on the way out.
 */
function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved: (config) => {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle: () => {
      for (const name of readdirSync(assetsDir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assetsDir, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), clinicTzMeta(), precompressAssets()],
  build: {
    outDir: 'dist',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
