import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups, preloadDependencies } from './server/build-chunks.ts';
import { precompressPlugin } from './server/vite-precompress-plugin.ts';
import { routePreloadsPlugin } from './server/route-preloads-plugin.ts';
import { sandboxDevPlugin } from './server/vite-sandbox-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// One port in development: Vite serves the portal with hot reload and the sandbox API is mounted
// into the same dev server by `sandboxDevPlugin` (see server/).
export default defineConfig({
  plugins: [react(), sandboxDevPlugin(), routePreloadsPlugin(), precompressPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: root },
      // The portal runs React 19, which has `useSyncExternalStore`: the router's store and @xstate/react
      // import the shim for React 16/17, whose fallback would ship in every first screen. The package's
      // own entry points for React 18+ stand in for it (decision 270).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  build: {
    outDir: 'dist',
    // No source maps: the built portal's sources are not published (decision 201); `npm run dev` serves
    // them to developers.
    sourcemap: false,
    // kB of minified code, set for one chunk: elkjs, the visualizer's layout engine, is 1.46 MB by itself
    // (a compiled Java library with no smaller build) and loads only on /flows. Every other chunk is under
    // 300 kB (decision 200).
    chunkSizeWarningLimit: 1500,
    // Every browser the portal supports follows <link rel="modulepreload"> (Chrome 66, Firefox 115,
    // Safari 17): the polyfill would be half a KiB of every first screen for none of them (decision 270).
    modulePreload: { polyfill: false, resolveDependencies: preloadDependencies },
    rolldownOptions: {
      // Files sized for HTTP: the shell, the form and engine kit, one chunk per journey (decision 270).
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunkGroups() } },
    },
  },
});
