import { afterEach } from 'vitest';

// Most app tests are pure rules and run under node; the files that need a DOM say so with a
// `@vitest-environment jsdom` docblock (a jsdom per file cost 80 s of a 240 s run).
afterEach(async () => {
  if (typeof window == 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
