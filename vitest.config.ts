import { defineConfig } from 'vitest/config';

// One unit/component test run for every workspace; each project picks its environment.
export default defineConfig({
  test: {
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
