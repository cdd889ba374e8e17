// jsdom setup for component tests: unmount between tests and start each test with empty storage.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearFlashes } from '@/ui/flash-store';

// Screens load lazily (decision 270): a file's first render waits for vitest to transform the screen's
// module, which on a busy two-core machine takes longer than the library's default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  clearFlashes();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
