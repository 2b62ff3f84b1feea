/**
 * The browser-test fixtures with nginx in front: each worker starts its sandbox (as in
 * support/fixtures) and an nginx serving the build with deploy/'s configuration; pages and
 * requests go to nginx, while the `sandbox` fixture still resets and controls the sandbox itself.
 */
import { test as base } from '../fixtures';
import { DIST } from '../bundle-manifest.ts';
import { startNginx } from './nginx-server.ts';

export const test = base.extend<object, { nginx: { url: string } }>({
  nginx: [
    async ({ server }, use) => {
      const nginx = await startNginx({ sandboxUrl: server.url, dist: DIST });
      await use({ url: nginx.url });
      await nginx.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.url),
});

export { expect, logIn } from '../fixtures';
