/**
 * The browser-test fixtures with nginx in front: each worker starts its sandbox (as in
 * support/fixtures) and an nginx serving the build with deploy/'s configuration; pages and
 * requests go to nginx over https, while the `sandbox` fixture still resets and controls the
 * sandbox itself.
 */
import { test as base } from '../fixtures';
import { DIST } from '../bundle-manifest.ts';
import type { NginxSite } from '../../../deploy/render-nginx.ts';
import { type RunningNginx, startNginx } from './nginx-server.ts';

export type NginxSiteUnderTest = Omit<RunningNginx, 'close'>;

export const test = base.extend<
  object,
  { nginx: NginxSiteUnderTest; nginxSite: Partial<NginxSite> }
>({
  /** What a spec changes of the rendered site (test.use gives its file a worker of its own). */
  nginxSite: [{}, { scope: 'worker', option: true }],
  nginx: [
    async ({ server, nginxSite }, use) => {
      const { close, ...nginx } = await startNginx({
        sandboxUrl: server.url,
        dist: DIST,
        site: nginxSite,
      });
      await use(nginx);
      await close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.url),
  // The site's certificate is self-signed for the test; what is tested is nginx behind it.
  ignoreHTTPSErrors: true,
});

export { expect, logIn } from '../fixtures';
