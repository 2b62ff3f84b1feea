/**
 * Runs every journey (journeys.ts) of one engine with node:test, in one browser session: a
 * browser starts once per engine (several seconds under load), and between journeys the sandbox
 * is reset and the browser forgets the site instead. Each journey fails on a page's uncaught
 * error or unhandled rejection, and a failure tells where the page was and what it showed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Driver, Engine } from './driver.ts';
import { journeys } from './journeys.ts';
import { startEngineSandbox, type Control } from './sandbox.ts';
import { until } from './wait.ts';

/** The prompts the Playwright fixtures decline before a page loads, for the session. */
const QUIET_PROMPTS = `() => {
  sessionStorage.setItem('pwaInstallDeclined', 'true');
  sessionStorage.setItem('pushAsked', 'true');
}`;

const JOURNEY_MS = Number(process.env.ENGINES_JOURNEY_MS ?? 90_000);

export type Session = { driver: Driver; stop(): Promise<void> };

async function whereItWas(driver: Driver): Promise<string> {
  try {
    const shown = await driver.evaluate<string>(
      `() => (document.body ? document.body.innerText : '').replace(/\\s+/g, ' ').slice(0, 600)`,
    );
    return `at ${await driver.url()}, showing: ${shown}`;
  } catch (error) {
    return `(the page could not be read: ${String(error)})`;
  }
}

export function runJourneys(engine: Engine, open: (baseUrl: string) => Promise<Session>) {
  describe(engine, () => {
    let sandbox: Control | undefined;
    let session: Session | undefined;
    before(async () => {
      sandbox = await startEngineSandbox();
      session = await open(sandbox.url);
    });
    after(async () => {
      await session?.stop();
      await sandbox?.close();
    });

    // The catch itself: a check that cannot see an error would pass every journey.
    test("a page's uncaught error and unhandled rejection reach the test", async () => {
      const { driver } = session!;
      await driver.goto('/m/home');
      await driver.evaluate(`() => {
        setTimeout(() => { throw new Error('thrown on purpose'); });
        Promise.reject(new Error('rejected on purpose'));
      }`);
      const seen: string[] = [];
      await until(
        'both errors',
        async () => seen.push(...(await driver.takePageErrors())),
        () =>
          ['thrown on purpose', 'rejected on purpose'].every((e) =>
            seen.some((s) => s.includes(e)),
          ),
      );
    });

    for (const journey of journeys) {
      if (journey.engines && !journey.engines.includes(engine)) continue;
      test(journey.name, { timeout: JOURNEY_MS }, async () => {
        const { driver } = session!;
        await sandbox!.reset();
        await driver.forgetSite();
        if (!journey.installPrompt) await driver.evaluate(QUIET_PROMPTS);
        await driver.takePageErrors(); // what an earlier, failed journey left
        try {
          await journey.run(driver, sandbox!);
        } catch (error) {
          const where = await whereItWas(driver);
          throw new Error(`${(error as Error).message}\n  ${where}`, { cause: error });
        }
        assert.deepEqual(
          await driver.takePageErrors(),
          [],
          'uncaught errors or unhandled rejections in the pages',
        );
      });
    }
  });
}
