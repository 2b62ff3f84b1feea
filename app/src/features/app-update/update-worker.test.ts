// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateWorker } from './update-worker';

/** A service worker as the page sees it: a state, its changes, and the messages it was sent. */
class FakeWorker extends EventTarget {
  scriptURL = '/m/sw.js';
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration whose update() found `installing` (or found nothing). */
function registration(installing: FakeWorker | null) {
  const found = Object.assign(new EventTarget(), {
    installing: installing as FakeWorker | null,
    waiting: null as FakeWorker | null,
    update: vi.fn(async () => undefined),
  });
  installing?.addEventListener('statechange', () => {
    if (installing.state !== 'installed') return;
    found.waiting = installing;
    found.installing = null;
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => found },
  });
  return found;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('updateWorker (spec §9: 200 ms wait, 1-minute update window)', () => {
  it('tells an installed worker to take over 200 ms later, not before', async () => {
    const worker = new FakeWorker('installing');
    registration(worker);
    const done = updateWorker();
    await vi.advanceTimersByTimeAsync(1000);
    worker.become('installed');
    await vi.advanceTimersByTimeAsync(199);
    expect(worker.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    worker.become('activated');
    await done;
  });

  it('takes a worker that installs just inside the minute', async () => {
    const worker = new FakeWorker('installing');
    registration(worker);
    const done = updateWorker();
    await vi.advanceTimersByTimeAsync(59_900);
    worker.become('installed');
    await vi.advanceTimersByTimeAsync(200);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    worker.become('activated');
    await done;
  });

  it('gives up on a worker still installing after the minute: it never takes over', async () => {
    const worker = new FakeWorker('installing');
    registration(worker);
    const done = updateWorker();
    await vi.advanceTimersByTimeAsync(60_100);
    await done;
    worker.become('installed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
