import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Context from '../../lib/api/context';
import type * as Announcements from './announcements';
import type * as AnnouncementsCall from './announcements-call';

// Not on home: no banner preload (a DOM this test has not).
vi.stubGlobal('location', { pathname: '/m/news', href: 'http://localhost/m/news' });

// The request layer answers with the Language header each call went with, read when it is called.
const calls = vi.hoisted(() => ({
  sent: [] as string[],
  language: (): string => '',
  chosen: Promise.resolve(),
}));
const sent = calls.sent;
vi.mock('../../lib/api/request', () => ({
  request: vi.fn(() => {
    const language = calls.language();
    calls.sent.push(language);
    return Promise.resolve({ banners: [], player: [], language });
  }),
}));

// The status and the language file are in (the wait itself is the browser tests').
vi.mock('../../lib/api/context', async (actual) => ({
  ...(await actual<typeof Context>()),
  siteMerchantKnown: () => Promise.resolve('DEMO'),
}));
vi.mock('../../lib/i18n/i18n', () => ({ languagePicked: () => calls.chosen, useI18n: () => ({}) }));

type Module = typeof Announcements & typeof AnnouncementsCall;

async function fresh(): Promise<{ content: Module; setLanguage: (code: string) => void }> {
  vi.resetModules();
  const content = {
    ...(await import('./announcements')),
    ...(await import('./announcements-call')),
  };
  const { requestLanguage, setRequestLanguage } = await import('../../lib/api/context');
  calls.language = requestLanguage;
  return { content, setLanguage: setRequestLanguage };
}

function ask(content: Module) {
  const { queryFn } = content.announcementsQuery('EN');
  return (queryFn as () => Promise<unknown>)();
}

describe('the content call started early', () => {
  beforeEach(() => {
    sent.length = 0;
    calls.chosen = Promise.resolve();
  });

  it('waits for a language to be picked: the entry may start it before any is', async () => {
    const { content, setLanguage } = await fresh();
    let chosen = () => {};
    calls.chosen = new Promise((resolve) => (chosen = resolve));
    const started = content.startAnnouncements();
    await Promise.resolve();
    expect(sent).toEqual([]);
    setLanguage('TH');
    chosen();
    await started;
    expect(sent).toEqual(['TH']);
  });

  it.each([
    // the language the early call went with, the language when the page asks, calls made
    { startedIn: 'EN', askedIn: 'EN', calls: ['EN'] },
    { startedIn: 'VI', askedIn: 'EN', calls: ['VI', 'EN'] },
    { startedIn: 'CN', askedIn: 'CN', calls: ['CN'] },
  ])('started in $startedIn, asked in $askedIn: $calls', async ({ startedIn, askedIn, calls }) => {
    const { content, setLanguage } = await fresh();
    setLanguage(startedIn);
    await content.startAnnouncements();
    setLanguage(askedIn);
    const answer = (await ask(content)) as { language: string };
    expect(answer.language).toBe(askedIn);
    expect(sent).toEqual(calls);
  });

  it('is taken once: a second query asks again', async () => {
    const { content, setLanguage } = await fresh();
    setLanguage('EN');
    await content.startAnnouncements();
    await ask(content);
    await ask(content);
    expect(sent).toEqual(['EN', 'EN']);
  });
});
