import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import BrowserOrderSequencer from './tests/setup/browser-order-sequencer.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root };

// Three projects: pure/contract tests in Node, component tests in jsdom, browser tests driving Chromium
// against the real server (run after the others by `npm test`).
export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: BrowserOrderSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{machines,flows,journeys,api,openapi,sandbox,src,server,scripts}/**/*.test.ts',
            'tests/{paths,contract,unit,security}/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/child-charts.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{flows,screens,src}/**/*.test.tsx', 'tests/dom/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/child-charts.ts', 'tests/setup/child-flows.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/setup/browser-global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
