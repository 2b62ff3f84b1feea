import { describe, expect, it } from 'vitest';
import { createSubmitGuard, DOUBLE_SUBMIT_MS } from './submit-guard';

describe('double-submit guard (spec §5)', () => {
  it('ignores a second submit within 500 ms and accepts one after', () => {
    let now = 1000;
    expect(DOUBLE_SUBMIT_MS).toBe(500);
    const guard = createSubmitGuard(undefined, () => now);
    expect(guard()).toBe(true);
    now = 1499;
    expect(guard()).toBe(false);
    now = 1500;
    expect(guard()).toBe(true);
    now = 1600;
    expect(guard()).toBe(false);
  });
});
