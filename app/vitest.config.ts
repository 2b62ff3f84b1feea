import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'app',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // The first paint's inline scripts are compiled with Vite before their tests
    // (first-paint/*.test.ts): on two busy cores that took longer than the default 10 s.
    hookTimeout: 30_000,
  },
});
