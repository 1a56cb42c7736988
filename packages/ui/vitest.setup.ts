import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are enabled; we keep them off, so unmount here.
afterEach(() => {
  cleanup();
});

// jsdom has no layout engine and no ResizeObserver; Radix measures Slider thumbs with one. A no-op is
// enough because tests assert roles and attributes, never geometry.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
