import { afterEach, beforeEach } from 'vitest';

const inBrowser = typeof window !== 'undefined';

// Mantine reads media queries; jsdom has no matchMedia.
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Mantine's autosize textarea listens for web fonts loading; jsdom has no document.fonts.
if (inBrowser && !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// Charts size themselves with a ResizeObserver, which jsdom lacks; a chart that never measures draws nothing,
// and the tests read the table beside it.
if (inBrowser && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// A console.error during a test (a React warning, a failed render, an unhandled rejection logged) fails it.
const originalError = console.error;
let logged: unknown[][] = [];
beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args);
    originalError(...args);
  };
});

afterEach(async () => {
  console.error = originalError;
  if (inBrowser) {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    localStorage.clear();
    // Test files share their worker's modules (vitest.config.ts), so the notification store would carry a
    // toast into the next file.
    const { notifications } = await import('@mantine/notifications');
    notifications.clean();
    notifications.cleanQueue();
  }
  if (logged.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${logged.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
