import { describe, expect, it } from 'vitest';
import { PLAYER_STORAGE, visitSettings } from './visit-settings.ts';

describe('a bench visit', () => {
  it.each([
    ['a first visit, simulated', false, false, 'simulate'],
    ['a first visit, applied', false, true, 'devtools'],
    ['a repeat visit', true, false, 'simulate'],
  ] as const)('%s', (_, repeat, applied, method) => {
    const settings = visitSettings(repeat, applied);
    expect(settings.throttlingMethod).toBe(method);
    expect(settings.disableStorageReset).toBe(repeat);
    // What the app stores (merchant, language, remembered banner) is cleared with the rest.
    for (const type of [...PLAYER_STORAGE, 'service_workers', 'cache_storage'])
      expect(settings.clearStorageTypes).toContain(type);
  });
});
