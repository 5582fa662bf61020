import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = { '@': `${import.meta.dirname}/src` };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          // scripts/ and bench/: the pure parts of the tooling (flags, tables, ports, Chromium lookup).
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // A timeout finds a hang, it does not measure speed: a component test that types into a form
          // takes 1-2 s on a quiet machine and more than the default 5 s on a busy one.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Rules and data-layer tests against the emulators; the Firestore SDK misbehaves under jsdom.
          name: 'emulator',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          // Merges and checks the Firestore rules coverage after the run (tests/support/ruleCoverage.ts).
          globalSetup: ['tests/support/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
