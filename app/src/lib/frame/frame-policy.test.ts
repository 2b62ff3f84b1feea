import { describe, expect, it } from 'vitest';
import { frameOrigin, sandboxFor } from './frame-policy';

const APP = 'http://localhost:4173';
const OTHER = 'http://127.0.0.1:4173';

describe('sandboxFor', () => {
  it('never allows top navigation', () => {
    for (const origin of [APP, OTHER]) expect(sandboxFor(origin, APP)).not.toMatch(/top/);
  });

  it.each([
    [OTHER, true],
    [APP, false],
  ])('a page on %s gets allow-same-origin: %s', (origin, granted) => {
    expect(sandboxFor(origin, APP).includes('allow-same-origin')).toBe(granted);
    expect(sandboxFor(origin, APP)).toContain('allow-scripts');
  });
});

describe('frameOrigin', () => {
  it.each([
    ['https://games.example/play?x=1', 'https://games.example'],
    ['/sandbox-games/game.html', APP],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['http://[bad', null],
  ])('%s -> %s', (url, origin) => expect(frameOrigin(url, APP)).toBe(origin));
});
