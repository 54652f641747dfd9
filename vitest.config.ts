import { defineConfig } from 'vitest/config';

// Two projects: server and data tests in Node, component tests in jsdom.
export default defineConfig({
  test: {
    globals: true,
    // the precompiled validators (src/forms/generated, src/engine/generated) are written before any test imports them
    globalSetup: ['build/validators-setup.ts'],
    // Vitest's default leaves a core to its main process, which is nearly idle in a run: on two
    // cores that is one worker; two halve the component tests (382 s -> 175 s)
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts'],
          // each file builds its own app and database: sharing a worker's module cache only saves
          // importing the server again per file (this project: 221 s -> 105-128 s, in any file order)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          // Files share a worker's module cache and jsdom window: importing React, Fluent and the
          // app and building a window once per worker instead of once per file halves this project's
          // time. The shared afterEach (tests/setup-dom.ts) puts the app's stores, spies and clocks back.
          isolate: false,
        },
      },
    ],
  },
});
