import { describe, expect, it } from 'vitest';
import { bindingUnderWay, endBinding, mayBind } from './binding';

describe('a logout is the last push call of its session', () => {
  it('waits for the binding under way, and no binding starts for it afterwards', async () => {
    let finish!: () => void;
    const binding = bindingUnderWay(new Promise<void>((resolve) => (finish = resolve)));
    let ended = false;
    const logout = endBinding('session-1').then(() => (ended = true));

    // Every promise job and a task later: still waiting for the binding.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ended).toBe(false);
    expect(mayBind('session-1')).toBe(false);
    finish();
    await binding;
    await logout;
    expect(ended).toBe(true);
    // The next member's session binds again.
    expect(mayBind('session-2')).toBe(true);
  });

  it('is not held up by a binding that failed', async () => {
    void bindingUnderWay(Promise.reject(new Error('offline'))).catch(() => undefined);
    await expect(endBinding('session-3')).resolves.toBeUndefined();
  });
});
