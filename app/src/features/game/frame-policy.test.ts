import { describe, expect, it } from 'vitest';
import { gameOrigin, readGameMessage, sandboxFor } from './frame-policy';

const APP = 'http://localhost:4173';
const GAME = 'http://127.0.0.1:4173';

describe('sandboxFor', () => {
  it('never allows top navigation', () => {
    for (const origin of [APP, GAME]) expect(sandboxFor(origin, APP)).not.toMatch(/top/);
  });

  it.each([
    [GAME, true],
    [APP, false],
  ])('a game on %s gets allow-same-origin: %s', (origin, granted) => {
    expect(sandboxFor(origin, APP).includes('allow-same-origin')).toBe(granted);
    expect(sandboxFor(origin, APP)).toContain('allow-scripts');
  });
});

describe('gameOrigin', () => {
  it.each([
    ['https://games.example/play?x=1', 'https://games.example'],
    ['/sandbox-games/game.html', APP],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['http://[bad', null],
  ])('%s -> %s', (url, origin) => expect(gameOrigin(url, APP)).toBe(origin));
});

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
