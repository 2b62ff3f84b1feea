import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_CALLS_GLOBAL, takeBootCall } from './boot-call';

const PATH = '/wps/system/status';
const HEADERS = { 'Content-Type': 'application/json', Language: 'CN', ModuleId: 'COMMON' };
const QUERY =
  '?device=MOBILE&track=&originalDomain=localhost&url=http%3A%2F%2Flocalhost%2Fm%2Fhome';

describe('takeBootCall', () => {
  const calls = () => globalThis as unknown as Record<string, unknown>;
  afterEach(() => {
    delete calls()[BOOT_CALLS_GLOBAL];
    vi.useRealTimers();
  });
  const response = new Response('{}');
  const leave = (call: Record<string, unknown>) =>
    (calls()[BOOT_CALLS_GLOBAL] = {
      [PATH]: {
        url: `${PATH}${QUERY}&_=1`,
        headers: HEADERS,
        at: 1000,
        response: Promise.resolve(response),
        abort: () => undefined,
        ...call,
      },
    });
  const asked = `${PATH}${QUERY}&_=2`;

  it.each<[string, Record<string, unknown>, boolean]>([
    ['the same request, another cache buster', {}, true],
    ['another language', { headers: { ...HEADERS, Language: 'EN' } }, false],
    ['a merchant the app no longer sends', { headers: { ...HEADERS, Merchant: 'x' } }, false],
    ['another address', { url: `${PATH}?device=MOBILE&_=1` }, false],
    ['no promise left', { response: 'garbage' }, false],
    ['no start time', { at: '1000' }, false],
    ['no abort', { abort: null }, false],
    ['null headers', { headers: null }, false],
    ['headers as a string', { headers: 'Language: CN' }, false],
  ])('%s', async (_name, call, taken) => {
    leave(call);
    const found = takeBootCall(asked, HEADERS);
    if (taken) await expect(found?.answer(new AbortController().signal)).resolves.toBe(response);
    else expect(found).toBeNull();
    // Taken or not, it is gone: a second call asks the server.
    expect(takeBootCall(asked, HEADERS)).toBeNull();
  });

  it.each([
    [1000, 30_000],
    [31_000, 0],
    [11_000, 20_000],
    [90_000, 0],
  ])('at %i ms, a 30 s limit from 1,000 ms leaves %i ms', (now, left) => {
    vi.useFakeTimers({ now });
    leave({});
    expect(takeBootCall(asked, HEADERS)?.remainingOf(30_000)).toBe(left);
  });

  it('an abort cancels the started request and rejects its answer', async () => {
    const abort = vi.fn();
    leave({ abort, response: new Promise(() => undefined) });
    const controller = new AbortController();
    const answer = takeBootCall(asked, HEADERS)?.answer(controller.signal);
    controller.abort();
    await expect(answer).rejects.toThrow('aborted');
    expect(abort).toHaveBeenCalledOnce();
  });

  it('answers null with nothing left, or garbage on window', () => {
    expect(takeBootCall(asked, HEADERS)).toBeNull();
    calls()[BOOT_CALLS_GLOBAL] = { [PATH]: 42 };
    expect(takeBootCall(asked, HEADERS)).toBeNull();
  });
});
