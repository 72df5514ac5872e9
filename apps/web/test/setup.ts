import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearCached } from '../src/lib/cached-read';

// jsdom lacks what Mantine and the shell read from the browser (as Mantine's testing guide sets up).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = () => {};

// The client checks every answer against the contract in tests, with the schemas it imports on
// first use (lib/http/result-check.ts): load them before the tests, so that no test's first call
// waits for the whole contract to be transformed.
await import('../src/lib/http/result-schemas');
// The same for the forms' resolver, which lib/forms.ts loads on a form's first check.
await import('@hookform/resolvers/zod');

// findBy*/waitFor wait for what the user would see; their default 1 s is a timed assertion in
// disguise: on a busy 2-core CI machine a lazily loaded dialog (or the error catalogue, loaded on a
// first failure) can take longer to arrive. They still end as soon as it shows.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // The shell's reads are cached per module, not per query client: each test starts with none.
  clearCached();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
