import { defineConfig } from 'vitest/config';

// Three projects: unit tests beside the code, contract suites run against every adapter,
// and end-to-end tests in a real Chromium against the real server.
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,command-api,projector,worker,infra,web}/src/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // Some unit tests use real SQLite files and wait for their syncs: on a busy 2-core machine
          // vitest's 5 s default was too short a safety net (tests wait for conditions, not time).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/server-build.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/server-build.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
