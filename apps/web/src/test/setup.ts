/** Test setup: jest-dom matchers and the browser APIs jsdom lacks but Mantine uses. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';
import { queryClient } from '../app/queryClient';
import { resetRestoreForTests } from '../features/auth/restore';
import { session } from '../features/auth/session';

// Dates in assertions are written in UTC.
process.env.TZ = 'UTC';
// The shared CI machine has two cores; give async queries room.
configure({ asyncUtilTimeout: 5000 });

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
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
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = function scrollIntoView(): void {};
Object.defineProperty(window.HTMLElement.prototype, 'scrollTo', { writable: true, value: () => undefined });

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store, outside the tree cleanup unmounts.
  notifications.clean();
});

// Test files share a worker's modules (isolate: false): each file starts with the app's
// singletons as a fresh page load has them, whatever the file before it left behind.
session.clear();
resetRestoreForTests();
queryClient.clear();
notifications.clean();
