/**
 * Boot's first real frame (the blocking time): the header, the tab bar and the opened
 * page are built as a deferred render, in slices with the browser's tasks running between them
 * (app/src/lib/paint/useSlicedReveal.ts), not in one long task.
 *
 * The probe hooks React the way its DevTools do (`__REACT_DEVTOOLS_GLOBAL_HOOK__`): it counts the
 * components rendered (each render sets React's hooks dispatcher) and notes the count at each
 * commit; a loop of tasks notes it each time a task gets to run. Built in one task, the commit
 * that first draws `#main` has no task inside its render; built in slices, it has. The CPU runs 4×
 * slower, as Lighthouse's phone does, so that render spans several 5 ms slices on any machine.
 */
import { expect, test } from '../support/fixtures';

type Probe = { seen: number[]; commits: { count: number; main: boolean }[] };

const PROBE = `(() => {
  const probe = { count: 0, seen: [], commits: [] };
  window.__firstFrameProbe = probe;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    inject(internals) {
      const ref = internals.currentDispatcherRef;
      let dispatcher = ref.H;
      Object.defineProperty(ref, 'H', {
        configurable: true,
        get: () => dispatcher,
        set: (next) => { dispatcher = next; probe.count++; },
      });
      return 1;
    },
    onCommitFiberRoot() {
      probe.commits.push({ count: probe.count, main: !!document.getElementById('main') });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    probe.seen.push(probe.count);
    if (!document.getElementById('main')) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
})()`;

test('the first screen is built in slices, with the browser’s tasks between them', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(PROBE);
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const probe = await page.evaluate(
    () => (window as unknown as { __firstFrameProbe: Probe }).__firstFrameProbe,
  );
  const first = probe.commits.findIndex((commit) => commit.main);
  expect(first, 'a commit drew #main').toBeGreaterThan(0);
  const before = probe.commits[first - 1]!.count;
  const drawn = probe.commits[first]!.count;
  // Dozens of components (each sets the dispatcher twice): the header, the tab bar, the form.
  expect(drawn - before).toBeGreaterThan(50);
  const inside = probe.seen.filter((count) => count > before && count < drawn);
  expect(inside.length, 'tasks that ran while the first screen was being built').toBeGreaterThan(0);
});
