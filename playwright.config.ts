import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) with a phone profile.
// Each worker starts its own sandbox on a random port with its own database (e2e/support).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI runs two workers on two busy cores, where a test that logs in and opens a few pages
  // takes two to three times what it takes alone (about 9 s for a login and two page loads).
  // The limits leave room for that; timing itself is tested under a paused clock, never by them.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    viewport: { width: 360, height: 800 },
    locale: 'en-US',
    serviceWorkers: 'block',
    // The trace keeps DOM snapshots but no screencast: its JPEG frames took 40 % of the suite's
    // CPU (33 tests: 235 s with them, 139 s without), and a snapshot shows what a frame showed.
    // On CI it records the retry only: recording every first run cost 8 to 13 % of the suite's
    // time (70 tests: 106 and 110 s with it, 98 and 97 s without), and npm test was at 1,180 s
    // of CI's 1,200 on two busy cores. A failure still leaves its page snapshot
    // (error-context.md); locally, where nothing is retried, every failure keeps its trace.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
    },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
      ],
    },
  },
  // Each project runs the folders it names: a spec's folder decides how it runs.
  projects: [
    { name: 'budget', testDir: './e2e/budget' },
    { name: 'phone', testIgnore: /e2e\/(budget|pwa|nginx)\// },
    // The service worker is blocked everywhere else, so that no test depends on what an earlier
    // page load cached: the specs of e2e/pwa run with it, each in a fresh context.
    { name: 'pwa', testDir: './e2e/pwa', use: { serviceWorkers: 'allow' } },
    // The production nginx configuration (deploy/) in front of the sandbox: the @nginx subset.
    { name: 'nginx', testDir: './e2e/nginx', grep: /@nginx/ },
  ],
});
