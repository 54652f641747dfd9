import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { disposeTabster, getTabster } from 'tabster';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetAppState } from './src/app-state';
import { loadLazyModules } from './src/lazy-modules';
import { installLayoutStandIn } from './src/layout-stand-in';
import { installMatchMedia, resetViewport } from './src/media';
import { installLightComputedStyle } from './src/computed-style';
import { keepOnlyRulesTestsRead } from './src/style-rules';

installMatchMedia();
// Fluent dialogs and drawers need the bit of layout their focus manager reads (see the module)
installLayoutStandIn();
keepOnlyRulesTestsRead();
installLightComputedStyle();
// the first render in a worker transforms the app and its lazily loaded pages, which takes
// seconds on a busy two-core machine; findBy/waitFor return as soon as they succeed, so a long
// limit costs only failing tests
configure({ asyncUtilTimeout: 10_000 });
// whole-app renders on a busy two-core machine: the default 5 s per test is too tight
vi.setConfig({ testTimeout: 20_000 });

// the socket is a network boundary like fetch: component tests use a fake server connection
vi.mock('socket.io-client', () => import('./src/fake-socket'));

// with a cold cache this transforms the whole app: allow it more than a test's limit
beforeAll(() => loadLazyModules(), 120_000);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  // spies on shared prototypes (offsetHeight, scrollTo) and fake clocks must not reach the next file
  vi.restoreAllMocks();
  vi.useRealTimers();
  resetViewport();
  resetAppState();
  // a page keeps Fluent's tabster once a lazy popup opened (src/ui/keep-tabster.ts); each test starts without
  const tabster = getTabster(window);
  if (tabster) disposeTabster(tabster, true);
});
