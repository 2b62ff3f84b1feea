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
          // The files share a worker's modules: fastify, the routes and the RSA key's template
          // database load once per worker, not once per file (37 s against 70 s for the project
          // here). Each test still opens its own sandbox on its own database file, and the files
          // that fake Date restore it; shuffled orders pass.
          isolate: false,
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
          name: 'bench',
          root: './bench',
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
