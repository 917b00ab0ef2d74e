import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 10 s instead of 1 s: the CI machine is shared and, under load, a list's first render
// took longer than a second (a rehearsal failed so on an unchanged test). A wait that passes sooner ends sooner.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // a list keeps its page, sort and filters in the address (react-admin's hash router): each test starts afresh
  window.history.replaceState(null, '', '/');
});

// jsdom lacks these browser APIs
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!URL.createObjectURL) URL.createObjectURL = vi.fn(() => 'blob:preview');
if (!URL.revokeObjectURL) URL.revokeObjectURL = vi.fn();

// a debounced input (react-admin's reference search waits 500 ms) may still hold a timer when a file's last test
// ends: let it fire while the DOM still exists, else React reaches for a torn-down window (an unhandled error
// that fails the run although every test passed)
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 600)));
