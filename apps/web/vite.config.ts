import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  CLINIC_NAME_META,
  CLINIC_TZ_META,
  DEFAULT_CLINIC_SHORT_NAME,
  DEFAULT_CLINIC_TZ,
} from '@clinic/contract';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseAst } from 'vite';

/**
 * In production the server announces its CLINIC_TZ and CLINIC_SHORT_NAME in index.html; the dev server does
 * the same from the environment, with the server's defaults, so `npm run dev` and the server agree on "today".
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
      {
        tag: 'meta',
        attrs: {
          name: CLINIC_NAME_META,
          content: process.env.CLINIC_SHORT_NAME || DEFAULT_CLINIC_SHORT_NAME,
        },
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

/**
 * Vite's module preload is off (below): its map of every chunk's dependencies, which each lazy screen's
 * import carries, was 3.9 KB gzip of the entry, a sixth of it. The first screen's own imports (the libraries,
 * the runtime) are still announced in index.html so the browser fetches them beside the entry, not after it.
 * A lazy screen's chunks load one level after it (docs/decisions/0015-own-router.md).
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        (ctx.chunk?.type === 'chunk' ? ctx.chunk.imports : []).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
    },
  };
}

/**
 * What the app reads of an endpoint descriptor at run time (src/lib/api): the call, and the topics a write
 * refreshes the reads by. The rest is types only.
 */
const DESCRIPTOR_FIELDS = ['method', 'path', 'access', 'reads', 'writes'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** An endpoint group with each descriptor cut down to those fields; undefined for anything else. */
function strippedEndpoints(value: unknown): unknown {
  if (!isPlainObject(value)) return undefined;
  if ('method' in value && 'path' in value && 'response' in value) {
    return Object.fromEntries(DESCRIPTOR_FIELDS.map((field) => [field, value[field]]));
  }
  let found = false;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const stripped = strippedEndpoints(child);
    found ||= stripped !== undefined;
    out[key] = stripped ?? child;
  }
  return found ? out : undefined;
}

/**
 * The contract's endpoint descriptors carry the zod schemas of their params, body and answer, and building
 * those needs zod and most of the contract: about 45 KB gzip that the home page loaded only to learn a path.
 * The app sends a call from the descriptor's method, path and access alone and imports by name the schemas
 * its forms validate with, so the build replaces each module of packages/contract/dist/endpoints with plain
 * data taken from the real module: the same groups and paths, without the schemas. A schema such a module
 * also exports is left out, so importing one at run time fails the build instead of reaching the browser.
 */
function endpointDescriptorsOnly(): Plugin {
  const endpointModule =
    /[\\/]packages[\\/]contract[\\/]dist[\\/]endpoints[\\/](?!index\.js$|define\.js$)[^\\/]+\.js$/;
  return {
    name: 'endpoint-descriptors-only',
    apply: 'build',
    load: {
      filter: { id: endpointModule },
      handler: async (id) => {
        const real: Record<string, unknown> = await import(pathToFileURL(id).href);
        return Object.entries(real)
          .map(([name, value]) => [name, strippedEndpoints(value)] as const)
          .filter(([, stripped]) => stripped !== undefined)
          .map(([name, stripped]) => `export const ${name} = ${JSON.stringify(stripped)};`)
          .join('\n');
      },
    },
  };
}

type Node = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Where each call made while evaluating the node starts; calls inside functions are not made then. */
function callStarts(node: Node, out: Set<number>): Set<number> {
  if (/Function|Class/.test(node.type)) return out;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') out.add(node.start);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) callStarts(child, out);
  }
  return out;
}

/**
 * The contract declares values and does no I/O (docs/architecture.md), but a bundler cannot know that
 * `export const x = z.object(...)` has no side effect, so a page that used one constant of a contract module
 * also built and downloaded every schema beside it, and zod with them (the statistics page, for the reporting
 * periods). The build marks the calls of the contract's top-level declarations pure, so an unused declaration
 * is dropped. Statements are left as they are: fields.ts sets zod's Vietnamese messages with one.
 */
function pureContractDeclarations(): Plugin {
  return {
    name: 'pure-contract-declarations',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]packages[\\/]contract[\\/]dist[\\/].+\.js$/ },
      handler: (code) => {
        const starts = new Set<number>();
        for (const statement of parseAst(code).body as unknown as Node[]) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (isNode(declaration) && declaration.type === 'VariableDeclaration') {
            callStarts(declaration, starts);
          }
        }
        let out = code;
        for (const start of [...starts].sort((a, b) => b - a)) {
          out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`;
        }
        return { code: out, map: null };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    clinicTzMeta(),
    precompressAssets(),
    preloadEntryImports(),
    endpointDescriptorsOnly(),
    pureContractDeclarations(),
  ],
  build: {
    outDir: 'dist',
    modulePreload: false,
    rolldownOptions: {
      output: {
        // What the first screen needs comes as two files rather than some thirty, each of which cost a kilobyte
        // of headers on the wire: the libraries, which change seldom and so stay cached from one release to the
        // next, and the app's shell. Code that only some screens use stays in their own chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
