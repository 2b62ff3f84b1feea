// @vitest-environment jsdom
/**
 * useSlicedReveal: what a revealed tree draws is built in slices, with the browser's
 * tasks running between them, not in one long task. A probe task that re-posts itself records how
 * many of 20 busy components (2 ms each) had rendered each time it ran: sliced, it sees some but
 * not all; drawn in one task, only none or all.
 */
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useSlicedReveal } from './useSlicedReveal';

const COUNT = 20;

/** Keeps the thread busy for `ms`, as a slow phone's component render does. */
function spin(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

function Busy({ log }: { log: number[] }) {
  spin(2);
  log.push(1);
  return <i />;
}

function Screen({ waiting, log }: { waiting: boolean; log: number[] }) {
  const shownWaiting = useSlicedReveal(waiting);
  if (shownWaiting) return <p>shell</p>;
  return Array.from({ length: COUNT }, (_, i) => <Busy key={i} log={log} />);
}

/** Until every busy component has rendered, records the count each time a task gets to run. */
function probe(log: number[]): Promise<number[]> {
  const seen: number[] = [];
  return new Promise((resolve) => {
    const tick = () => {
      seen.push(log.length);
      if (log.length >= COUNT) resolve(seen);
      else setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
  });
}

let previous: unknown;
beforeEach(() => {
  // Real scheduling, not act(): act would draw everything in one go.
  previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = previous;
});

it('while waiting, the shell; once not, the tree is built in slices with tasks between them', async () => {
  const host = document.createElement('div');
  const root = createRoot(host);
  const log: number[] = [];
  root.render(<Screen waiting log={log} />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(host.textContent).toBe('shell');
  expect(log).toHaveLength(0);

  root.render(<Screen waiting={false} log={log} />);
  const seen = await probe(log);
  expect(seen.some((n) => n > 0 && n < COUNT)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(host.querySelectorAll('i')).toHaveLength(COUNT);
  root.unmount();
});
