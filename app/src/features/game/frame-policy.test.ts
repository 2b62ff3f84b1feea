// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readGameMessage } from './frame-policy';

const GAME = 'http://127.0.0.1:4173';

describe('readGameMessage', () => {
  const frame = { name: 'frame window' };
  const close = { type: 'wps:game:close' };
  it.each([
    ['from the game', { origin: GAME, source: frame, data: close }, { type: 'wps:game:close' }],
    ['from another origin', { origin: 'https://evil.example', source: frame, data: close }, null],
    ['from another window', { origin: GAME, source: {}, data: close }, null],
    ['of an unknown type', { origin: GAME, source: frame, data: { type: 'navigate' } }, null],
    ['without data', { origin: GAME, source: frame, data: null }, null],
    ['as a string', { origin: GAME, source: frame, data: 'wps:game:close' }, null],
  ])('a message %s', (_what, event, expected) => {
    expect(readGameMessage(event, GAME, frame)).toEqual(expected);
  });

  it('hears nothing while the frame has no window', () => {
    expect(readGameMessage({ origin: GAME, source: null, data: close }, GAME, null)).toBeNull();
  });
});
