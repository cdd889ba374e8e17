// jsdom setup for component tests: unmount between tests and start each test with empty storage.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearFlashes } from '@/ui/flash-store';

afterEach(() => {
  cleanup();
  clearFlashes();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
