// Fluent's MessageBar watches its own size through its document's window; jsdom has no
// ResizeObserver, so the account pages' tests give that window one that never reports.
import { beforeEach } from 'vitest';

class SilentResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function withResizeObserver(): void {
  beforeEach(() => {
    Object.defineProperty(document.defaultView!, 'ResizeObserver', { value: SilentResizeObserver, configurable: true, writable: true });
  });
}
