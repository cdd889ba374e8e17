import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './server/vite-precompress-plugin';
import { sandboxDevPlugin } from './server/vite-sandbox-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

// One port in development: Vite serves the portal with hot reload and the sandbox API is mounted
// into the same dev server by `sandboxDevPlugin` (see server/).
export default defineConfig({
  plugins: [react(), sandboxDevPlugin(), precompressPlugin()],
  resolve: { alias: { '@': root } },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // The wizard engine (XState and flows/) travels as one chunk that only wizard routes load: a dozen
        // sub-kilobyte chunks gzip worse than one (docs/decisions/100).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
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
