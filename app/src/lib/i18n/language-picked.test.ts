// @vitest-environment jsdom
/**
 * The boot content call needs only the Language header, so it goes once a language is
 * picked, not once its file has downloaded; a later switch keeps the shown language's header
 * until the new file is in.
 */
import { describe, expect, it, vi } from 'vitest';

const files = vi.hoisted(() => ({ resolvers: [] as ((messages: object) => void)[] }));
vi.mock('./locale-files', () => ({
  fetchMessages: () => new Promise((resolve) => files.resolvers.push(resolve)),
}));

async function fresh() {
  vi.resetModules();
  files.resolvers.length = 0;
  const i18n = await import('./i18n');
  const context = await import('../api/context');
  return { ...i18n, requestLanguage: context.requestLanguage };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('languagePicked', () => {
  it('waits while no language is picked', async () => {
    const { languagePicked } = await fresh();
    expect(await settled(languagePicked())).toBe(false);
  });

  it('resolves at the boot pick, before the file, with the header of the pick', async () => {
    const { languagePicked, setLanguage, requestLanguage } = await fresh();
    const picked = languagePicked();
    void setLanguage('TH');
    expect(await settled(picked)).toBe(true);
    expect(files.resolvers).toHaveLength(1);
    expect(requestLanguage()).toBe('TH');
  });

  it('a later switch keeps the shown language in the header until its file is in', async () => {
    const { setLanguage, requestLanguage } = await fresh();
    const first = setLanguage('VI');
    files.resolvers[0]?.({});
    await first;
    const second = setLanguage('JA');
    expect(requestLanguage()).toBe('VI');
    files.resolvers[1]?.({});
    await second;
    expect(requestLanguage()).toBe('JA');
  });
});
