import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin, type Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
// by its file: the config is loaded by Node, which does not run the shared package's TypeScript
import {
  type ChunkNode,
  chunksBeyondEntry,
  FIRST_VIEW_PAGE_MODULES,
  modulePreloadLink,
} from '../../packages/shared/src/web/first-view-chunks.ts';
import { preloadedApiPaths } from './src/app/preloaded-api-paths.ts';
import { DEFAULT_SHOP_ID, normaliseApiBase } from './src/lib/config-defaults.ts';

/**
 * Shapes the built index.html so the first view does not wait for the JavaScript to run
 * before asking for what it needs:
 * - `preload as=fetch` for the API answers every first view uses (src/app/preloaded-api-paths.ts;
 *   the shop id and API base are build-time config, so the addresses are known now);
 * - `modulepreload` for the home page's chunk and the chunks it imports (the landing page of
 *   most visitors; the API swaps them for a listing's or a product page's own, decision 0050).
 * The hints go before the entry script and the stylesheet, so that the browser's preload
 * scanner meets them first.
 *
 * (Inlining the stylesheet, 10 kB gzip, would let the static header paint without waiting
 * for it; it made the home page slower while the server sends index.html uncompressed,
 * 64 kB, so it is not done.)
 */
function firstViewHints(): Plugin {
  let apiPaths: string[] = [];
  let base = '/';
  return {
    name: 'storefront:first-view-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
      apiPaths = preloadedApiPaths(normaliseApiBase(env.VITE_API_BASE), env.VITE_SHOP_ID ?? DEFAULT_SHOP_ID);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !ctx.chunk) throw new Error('first-view hints: run on the built index.html only');
        // crossorigin=anonymous: the same credentials mode as the app's fetch (same-origin)
        const hints = apiPaths.map(
          (href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`,
        );
        for (const file of firstViewChunks(bundle, ctx.chunk.fileName)) {
          hints.push(modulePreloadLink(base, file));
        }
        const entry = html.indexOf('<script type="module"');
        if (entry === -1) throw new Error('first-view hints: no entry script in index.html');
        return `${html.slice(0, entry)}${hints.join('\n    ')}\n    ${html.slice(entry)}`;
      },
    },
  };
}

/** The home page's chunk and the chunks it imports, less those the entry already loads. */
function firstViewChunks(bundle: Rolldown.OutputBundle, entryFile: string): string[] {
  const graph = new Map<string, ChunkNode>();
  let homeChunk: string | undefined;
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    graph.set(output.fileName, { file: output.fileName, imports: output.imports });
    if (output.moduleIds.some((id) => id.endsWith(FIRST_VIEW_PAGE_MODULES.home))) homeChunk = output.fileName;
  }
  if (!homeChunk) throw new Error(`first-view hints: no chunk for ${FIRST_VIEW_PAGE_MODULES.home}`);
  return chunksBeyondEntry(graph, entryFile, homeChunk);
}

export default defineConfig({
  plugins: [react(), tailwindcss(), firstViewHints()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry imports statically runs on every first view anyway:
              // one file instead of a dozen small shared chunks, each a round trip on a
              // slow phone connection. Lazy pages import what they share from it.
              name: 'app',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
