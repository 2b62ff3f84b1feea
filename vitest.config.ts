import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One unit/component test run for every workspace; each project picks its environment.
export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default: one worker on CI's two cores. The files
    // mostly wait on SQLite, the sandbox's HTTP and module loading, so two run well side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          root: './contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'sandbox',
          root: './sandbox',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      './app/vitest.config.ts',
      {
        test: {
          name: 'docs',
          root: './tests/docs',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'interop',
          root: './tests/interop',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
    ],
  },
});
