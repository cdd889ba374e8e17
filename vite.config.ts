import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './server/vite-precompress-plugin.ts';
import { sandboxDevPlugin } from './server/vite-sandbox-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// One port in development: Vite serves the portal with hot reload and the sandbox API is mounted
// into the same dev server by `sandboxDevPlugin` (see server/).
export default defineConfig({
  plugins: [react(), sandboxDevPlugin(), precompressPlugin()],
  resolve: { alias: { '@': root } },
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
    rolldownOptions: {
      output: {
        // The wizard engine (XState and flows/) travels as one chunk that only wizard routes load: a dozen
        // sub-kilobyte chunks gzip worse than one (docs/decisions/100).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // elkjs alone: its 1.46 MB change only when elkjs does, so the precompression cache and a
            // browser's cache keep them while /flows' own code changes (decision 201).
            { name: 'elkjs', test: /node_modules[\\/]elkjs[\\/]/ },
            {
              name: 'wizard-engine',
              test: /node_modules[\\/](xstate|@xstate)[\\/]|[\\/]flows[\\/](runner[\\/]|journey-view|journey-paths|lazy-screen|define-flow)/,
            },
          ],
        },
      },
    },
  },
});
